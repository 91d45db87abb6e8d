import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROOT } from '../../src/config/app-config';
import type { SignedInRole } from './scenario';

/**
 * The operations of the committed OpenAPI document (openapi/openapi.json), read when a scenario
 * runs so an endpoint is covered the day it is added, with every schema's `$ref` and one-entry
 * `allOf` (Swagger's way of giving a referenced enum or object a description) resolved in place.
 */

/** The parts of an OpenAPI 3.0 schema the generators use. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  oneOf?: JsonSchema[];
  default?: unknown;
}

export interface ApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiOperation {
  method: HttpMethod;
  /** As in the document, e.g. /api/admin/leads/{id}. */
  path: string;
  operationId: string;
  /** Roles allowed (`security` + `x-roles`, sales reps included); null: a public operation. */
  roles: string[] | null;
  parameters: ApiParameter[];
  body?: { schema: JsonSchema; required: boolean; contentTypes: string[] };
}

export const OPENAPI_FILE = path.join(APP_ROOT, 'openapi', 'openapi.json');
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

interface RawOperation {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean; schema: RawSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: RawSchema }> };
  security?: unknown[];
  'x-roles'?: SignedInRole[];
}
type RawSchema = JsonSchema & { $ref?: string; allOf?: RawSchema[] };
interface RawDocument {
  paths: Record<string, Partial<Record<HttpMethod, RawOperation>>>;
  components: { schemas: Record<string, RawSchema> };
}

export function readOperations(file = OPENAPI_FILE): ApiOperation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as RawDocument;
  const resolve = (schema: RawSchema, depth = 0): JsonSchema => resolveSchema(document, schema, depth);
  return Object.entries(document.paths).flatMap(([apiPath, item]) =>
    METHODS.filter((method) => item[method]).map((method): ApiOperation => {
      const op = item[method]!;
      const content = op.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      return {
        method,
        path: apiPath,
        operationId: op.operationId,
        roles: op.security?.length ? (op['x-roles'] ?? []) : null,
        parameters: (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
          .map((p) => ({ in: p.in as ApiParameter['in'], name: p.name, required: p.required === true, schema: resolve(p.schema) })),
        body: contentTypes.length ? { schema: resolve(content[contentTypes[0]].schema), required: op.requestBody!.required === true, contentTypes } : undefined,
      };
    }),
  );
}

/** Inlines `$ref`s and one-entry `allOf`s; the data model has no cycles, the depth bound is a guard. */
function resolveSchema(document: RawDocument, schema: RawSchema, depth: number): JsonSchema {
  if (depth > 20) return {};
  const { $ref, allOf, ...own } = schema;
  let merged: RawSchema = own;
  if ($ref) merged = { ...document.components.schemas[$ref.replace('#/components/schemas/', '')], ...own };
  if (allOf?.length) merged = allOf.reduce<RawSchema>((acc, part) => ({ ...acc, ...resolveSchema(document, part, depth + 1) }), own);
  if (merged.$ref || merged.allOf) return resolveSchema(document, merged, depth + 1);
  const out: JsonSchema = { ...merged };
  if (merged.items) out.items = resolveSchema(document, merged.items as RawSchema, depth + 1);
  if (merged.oneOf) out.oneOf = merged.oneOf.map((part) => resolveSchema(document, part as RawSchema, depth + 1));
  if (merged.properties) {
    out.properties = Object.fromEntries(Object.entries(merged.properties).map(([name, part]) => [name, resolveSchema(document, part as RawSchema, depth + 1)]));
  }
  if (!out.type && out.properties) out.type = 'object';
  return out;
}
