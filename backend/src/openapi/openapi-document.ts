import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
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
    .addCookieAuth('connect.sid')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    // operationId = the handler's name (submitQuiz, getHealth), so orval hooks read well.
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorResponseDto],
  });
  return sortDocument(document);
}
