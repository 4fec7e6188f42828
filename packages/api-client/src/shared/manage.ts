// Renaming and deleting what a creator owns (issue 26): the one body every rename call takes and its answer.
import { z } from 'zod';

/** The longest name a creator may give a voice, a video or a library item. */
export const MAX_ITEM_NAME_LENGTH = 100;

export const manageMessages = {
  nameMissing: 'Please enter a name.',
  nameTooLong: `Names may be at most ${MAX_ITEM_NAME_LENGTH} characters long.`,
} as const;

/** PUT …/{id} with a new name: trimmed, 1–100 characters, one line. */
export const renameRequestSchema = z.object({
  name: z
    .string()
    .transform((name) => name.replace(/\s+/g, ' ').trim())
    .pipe(
      z.string().min(1, manageMessages.nameMissing).max(MAX_ITEM_NAME_LENGTH, manageMessages.nameTooLong),
    ),
});
export type RenameRequest = z.input<typeof renameRequestSchema>;

/** The name the item now goes by. */
export const renameResponseSchema = z.object({ success: z.literal(true), name: z.string() });
export type RenameResponse = z.infer<typeof renameResponseSchema>;
