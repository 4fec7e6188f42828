// Builds the OpenAPI 3.1 document served at /api/docs from the implemented routes of the contract's table and
// their zod schemas (z.toJSONSchema). Only routes this server implements are listed.
import { errorBodySchema, type ApiRoute, type ContractSchema } from '@twin/api-client';
import { z } from 'zod';
import type { AnyRouteImplementation } from '../http/api-route';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: ContractSchema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(route: ApiRoute): unknown[] {
  const parameters: unknown[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const required = location === 'path' || (object.required ?? []).includes(name);
      parameters.push({ name, in: location, required, schema: property });
    }
  }
  return parameters;
}

function operation(implementation: AnyRouteImplementation): Record<string, unknown> {
  const route = implementation.route as ApiRoute;
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
  const success = route.response
    ? {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
      }
    : { description: `A ${route.responseType} stream` };
  const responses: Record<string, unknown> = { [String(implementation.status ?? 200)]: success };
  for (const [status, description] of Object.entries(implementation.errors ?? {})) {
    responses[status] = { description, content: errorContent };
  }
  responses.default = { description: 'Error', content: errorContent };
  const parameters = parametersOf(route);
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.id.split('.')[0]],
    ...(route.auth ? { security: [{ bearerAuth: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(
  implementations: readonly AnyRouteImplementation[],
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const implementation of implementations) {
    const route = implementation.route as ApiRoute;
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(implementation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Twin Studio API',
      version: '0.1.0',
      description:
        "Errors are JSON { message }, but under /api/speech-test, whose errors are the spec's " +
        '{ success: false, error, message }. Authenticated calls send Authorization: Bearer <token>.',
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
