// The account (spec part 1 §7, /api/user and /api/subscription): the user's profile with plan and usage, plan
// token usage, and the plan upgrade request. zod/mini like the auth schemas they build on (see auth.schemas.ts).
import * as z from 'zod/mini';
import { userSchema } from '../auth/auth.schemas';
import { planNameSchema } from '../shared/plans';

/** GET /api/user/profile answers the user's fields at the top level. */
export const userProfileResponseSchema = userSchema;
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

export const tokenUsageResponseSchema = z.object({
  plan_tokens_used: z.number(),
  /** -1 means unlimited. */
  plan_tokens_total: z.number(),
  current_plan: planNameSchema,
});
export type TokenUsage = z.infer<typeof tokenUsageResponseSchema>;

export const upgradeRequestSchema = z.object({ plan: planNameSchema });
export type UpgradeRequest = z.input<typeof upgradeRequestSchema>;
export const upgradeResponseSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
});
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

/**
 * What the user's stored files take, grouped as a creator thinks of them (ours, not in the spec): voice recordings,
 * videos, generated speech takes, audio uploaded for the timeline, lip-sync results and localized videos.
 */
export const storageKinds = ['voices', 'videos', 'speech', 'audio', 'lipsync', 'localizations'] as const;
export const storageKindSchema = z.enum(storageKinds);
export type StorageKind = z.infer<typeof storageKindSchema>;

export const storageUsageSchema = z.object({
  /** Every kind, in the order of `storageKinds`, with 0 where there is nothing. */
  kinds: z.array(z.object({ kind: storageKindSchema, files: z.number(), bytes: z.number() })),
  total_bytes: z.number(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** The work that costs credits: speech takes, lip-sync videos and localizations. */
export const creditedJobKindSchema = z.enum(['speech', 'lipsync', 'localization']);
export type CreditedJobKind = z.infer<typeof creditedJobKindSchema>;

export const creditsHistoryEntrySchema = z.object({
  id: z.string(),
  kind: creditedJobKindSchema,
  /** A few words naming the job (the start of the script, the video's name, the languages). */
  title: z.string(),
  /** pending | processing | completed | failed */
  status: z.string(),
  created_at: z.string(),
  /** Credits the job took. */
  cost: z.number(),
  /** Credits given back (a failed job's whole cost); 0 when none. */
  refund: z.number(),
});
export type CreditsHistoryEntry = z.infer<typeof creditsHistoryEntrySchema>;

/** Newest first, at most `CREDITS_HISTORY_LIMIT` entries. */
export const creditsHistoryResponseSchema = z.object({ entries: z.array(creditsHistoryEntrySchema) });
export type CreditsHistory = z.infer<typeof creditsHistoryResponseSchema>;
export const CREDITS_HISTORY_LIMIT = 200;

/** An export of the creator's data (ours, issue 26): a zip of their media and a JSON of their records, as a job. */
export const dataExportStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const dataExportSchema = z.object({
  id: z.string(),
  status: dataExportStatusSchema,
  /** 0–100, from the bytes packed so far. */
  progress_percent: z.number(),
  /** Why it failed, for the creator; null otherwise. */
  error_message: z.nullable(z.string()),
  created_at: z.string(),
  /** The zip's size once completed; null before. */
  size_bytes: z.nullable(z.number()),
  /** A media link to the zip (an attachment) once completed; null before. */
  download_url: z.nullable(z.string()),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportResponseSchema = z.object({ export: dataExportSchema });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;
/** The latest export, or null when the creator never asked for one. */
export const latestDataExportResponseSchema = z.object({ export: z.nullable(dataExportSchema) });
export type LatestDataExportResponse = z.infer<typeof latestDataExportResponseSchema>;

/** The most a creator's media may weigh to be exported in one zip (2 GiB). */
export const DATA_EXPORT_MAX_BYTES = 2 * 1024 ** 3;

/** DELETE /api/user/account: confirmed with the account's password. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export const deleteAccountResponseSchema = z.object({ success: z.literal(true) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
