import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_SECURITY_SCHEME } from '../common/auth/roles.decorator';
import { CSRF_COOKIE, CSRF_HEADER } from '../common/csrf';
import { ErrorResponseDto } from '../common/dto/error-response.dto';

/** Sorts every object's keys (arrays keep their order, except `required`), so diffs read like reviews. */
export function sortDocument<T>(value: T, key = ''): T {
  if (Array.isArray(value)) {
    const items = value.map((item) => sortDocument(item));
    return (key === 'required' ? [...items].sort() : items) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortDocument((value as Record<string, unknown>)[k], k)]),
    ) as T;
  }
  return value;
}

/** The API's OpenAPI document, built from the controllers and DTOs. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Barndominium & SIP home builder API')
    .setDescription('Leads, plans, contractors, affiliates and accounts of the builder’s website. Errors share ErrorResponseDto.')
    .setVersion('1.0')
    .addCookieAuth(
      'sid',
      {
        type: 'apiKey',
        description:
          'The session cookie set by sign-in and registration (`__Host-sid` when the site is served over HTTPS). Operations with this ' +
          'security list the roles allowed in `x-roles` (401 when not signed in, 403 for another role); `x-owner` marks one user’s ' +
          `resources (404 for anyone else’s). Every POST/PUT/PATCH/DELETE made with a session must send the ${CSRF_HEADER} header ` +
          `with the value of the ${CSRF_COOKIE} cookie (403 otherwise); the generated client's axios does this by itself.`,
      },
      SESSION_SECURITY_SCHEME,
    )
    // Integrators call the API on the site's own origin, under /api.
    .addServer('/', 'The site itself: every path starts with /api.')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    // operationId = the handler's name (submitQuiz, getHealth), so orval hooks read well.
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorResponseDto],
  });
  declarePublicOperations(document);
  inlineNullableEnums(document);
  return sortDocument(document);
}

/**
 * An operation without @Roles() (which declares the cookie scheme) is public: it says so with an
 * empty `security` list, as OpenAPI asks, instead of leaving readers to guess.
 */
function declarePublicOperations(document: OpenAPIObject): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const) {
      const operation = pathItem[method];
      if (operation && !operation.security) operation.security = [];
    }
  }
}

/**
 * A nullable enum property comes out of @nestjs/swagger as `{ allOf: [{ $ref }], nullable: true }`,
 * and OpenAPI 3.0 reads `nullable` only beside a `type`. The enum's type and values are written in
 * place instead (a `type` beside the `allOf` would make orval forget the values and type it `string`).
 */
function inlineNullableEnums(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    const allOf = node.allOf as { $ref?: string }[] | undefined;
    if (node.nullable === true && node.type === undefined && allOf?.length === 1 && allOf[0].$ref) {
      const target = schemas[allOf[0].$ref.replace('#/components/schemas/', '')] as { type?: string; enum?: unknown[] } | undefined;
      if (target?.type && target.enum) {
        delete node.allOf;
        node.type = target.type;
        node.enum = target.enum;
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(document);
}
