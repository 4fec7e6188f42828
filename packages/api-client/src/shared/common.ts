// Shapes shared by every call: the error body, the success flag, ids and path parameters.
import { z } from 'zod';

/** Every error the server sends is `{ message }`; nothing else is promised. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successSchema = z.object({ success: z.boolean() });
export type Success = z.infer<typeof successSchema>;

/** A 2xx answer that only confirms the action. */
export const okResponseSchema = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** Ids are opaque strings issued by the server (uuids in ours); the client never builds them. */
export const idSchema = z.string().trim().min(1).max(100);

/** Timestamps travel as ISO 8601 strings. */
export const timestampSchema = z.string();

export const idParamSchema = z.object({ id: idSchema });
export type IdParam = z.infer<typeof idParamSchema>;

/**
 * Media is streamed to <video>/<audio> elements, which cannot send headers, so a media link's token rides in the
 * query: short-lived and made by the server for that one path (never the session token). `download=true` asks for
 * Content-Disposition: attachment.
 */
export const streamQuerySchema = z.object({
  token: z.string().min(1).max(4096).optional(),
  download: z.enum(['true', 'false']).optional(),
});
export type StreamQuery = z.infer<typeof streamQuerySchema>;
