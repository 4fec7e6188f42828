// Shapes shared by every call: the error body and the success flag.
import { z } from 'zod';

/** Every error the server sends is `{ message }`; nothing else is promised. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successSchema = z.object({ success: z.boolean() });
export type Success = z.infer<typeof successSchema>;
