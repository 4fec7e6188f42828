// The whole body of a multipart call as one zod object, for the server's OpenAPI document and validation. Apart
// from define-route.ts because it builds zod classic schemas, which the auth client must not carry.
import { z } from 'zod';
import type { ApiRoute } from './define-route';

/**
 * The whole multipart body as one zod object (text fields plus `z.file()` fields), for OpenAPI documents and for
 * validating a browser FormData turned into an object. Throws for non-multipart routes.
 */
export function multipartBodySchema(route: ApiRoute): z.ZodObject {
  if (!route.multipart) throw new Error(`Route ${route.id} is not multipart.`);
  const fields = route.body ?? z.object({});
  if (!(fields instanceof z.ZodObject))
    throw new Error(`Route ${route.id}: multipart fields must be an object.`);
  const fileShape: Record<string, z.ZodType> = {};
  for (const file of route.files) {
    const one = z.file().max(file.maxBytes);
    const field = file.multiple ? z.array(one).min(file.required ? 1 : 0) : one;
    fileShape[file.name] = file.required ? field : field.optional();
  }
  return fields.extend(fileShape);
}
