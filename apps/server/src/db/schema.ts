// The one Postgres schema (Drizzle) shared by PGlite and PostgreSQL: users, signup codes, redemptions, upgrade requests,
// stored media files, voice creation (models, training jobs, reference clips, emotion samples), speech generations,
// videos (uploaded, recorded, lip-synced), lip-sync jobs, localization sources, jobs and segment regenerations,
// consent (challenges and recordings), speech projects and data exports.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  cascadingReference,
  createdAtColumn,
  idColumn,
  jobColumns,
  jobRunColumns,
  timestampColumns,
  timestamptz,
} from './columns';

export const users = pgTable(
  'users',
  {
    ...idColumn(),
    username: text('username').notNull(),
    /** Always stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    currentPlan: text('current_plan').notNull().default('Free'),
    /** -1 means unlimited. 1 plan token = 1 second of generated media. */
    planTokensTotal: integer('plan_tokens_total').notNull().default(0),
    planTokensUsed: integer('plan_tokens_used').notNull().default(0),
    /** -1 means unlimited. */
    voiceClonesAllowed: integer('voice_clones_allowed').notNull().default(0),
    voiceClonesUsed: integer('voice_clones_used').notNull().default(0),
    /** Bumped on password change; tokens carry it as `ver`, older ones are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...createdAtColumn(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
  ],
);

/** `user_id`: the user who owns the row; every lookup is by owner, and the row goes when its user goes. */
const ownerColumn = () => ({ userId: cascadingReference('user_id', () => users.id) });

export const signupCodes = pgTable('signup_codes', {
  code: text('code').primaryKey(),
  plan: text('plan').notNull(),
  planTokens: integer('plan_tokens').notNull(),
  voiceClones: integer('voice_clones').notNull(),
  maxUses: integer('max_uses').notNull(),
  uses: integer('uses').notNull().default(0),
  /** Null means the code never expires. */
  expiresAt: timestamptz('expires_at'),
  ...createdAtColumn(),
});

export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    ...idColumn(),
    code: text('code')
      .notNull()
      .references(() => signupCodes.code),
    ...ownerColumn(),
    ...createdAtColumn(),
  },
  (t) => [index('code_redemptions_code_idx').on(t.code)],
);

export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    ...idColumn(),
    ...ownerColumn(),
    plan: text('plan').notNull(),
    ...createdAtColumn(),
  },
  (t) => [index('upgrade_requests_user_idx').on(t.userId)],
);

/**
 * Every file under DATA_DIR/media has one row here (the startup sweep deletes files without one). The path is
 * ours (<userId>/<kind>/<uuid>.<ext>); the client's file name is only data.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    ...idColumn(),
    ...ownerColumn(),
    /**
     * 'uploads' (what the user sent for a voice), 'references' (normalised reference audio), 'clips', 'samples',
     * 'speech' (generated speech), 'audio' (audio uploaded for the timeline).
     */
    kind: text('kind').notNull(),
    /** Relative to DATA_DIR/media. */
    relativePath: text('relative_path').notNull(),
    originalFilename: text('original_filename'),
    /** Container as probed by ffprobe (wav, mp3, m4a, ogg, webm, flac, mp4…), never the client's claim. */
    container: text('container').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    ...createdAtColumn(),
  },
  (t) => [
    uniqueIndex('media_files_path_unique').on(t.relativePath),
    index('media_files_user_idx').on(t.userId),
  ],
);

export const voiceModels = pgTable(
  'voice_models',
  {
    ...idColumn(),
    ...ownerColumn(),
    modelName: text('model_name').notNull(),
    /** queued | processing | training | ready | failed (follows its job until ready). */
    status: text('status').notNull().default('queued'),
    /** quick | pro | finetuned */
    cloneType: text('clone_type').notNull(),
    referenceLanguage: text('reference_language'),
    categorizationCompleted: boolean('categorization_completed').notNull().default(false),
    /** style → reference clip id */
    categorizedClips: jsonb('categorized_clips').$type<Record<string, string>>().notNull().default({}),
    /** The speech engine's voice profile (engines/speech), set when training completes. */
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    /** The normalised reference (mono 24 kHz WAV of the analysed audio), set when training completes. */
    referenceFileId: uuid('reference_file_id').references((): AnyPgColumn => mediaFiles.id, {
      onDelete: 'set null',
    }),
    /** True while this model holds one of the user's voice clones; a failed voice gives it back once. */
    holdsClone: boolean('holds_clone').notNull().default(true),
    ...timestampColumns(),
  },
  (t) => [index('voice_models_user_idx').on(t.userId)],
);

/** The uploaded audio a model is built from, in upload order (one file for pro/quick, several for full training). */
export const voiceModelInputs = pgTable(
  'voice_model_inputs',
  {
    modelId: cascadingReference('model_id', () => voiceModels.id),
    mediaFileId: cascadingReference('media_file_id', () => mediaFiles.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.mediaFileId] })],
);

export const voiceJobs = pgTable(
  'voice_jobs',
  {
    ...idColumn(),
    ...ownerColumn(),
    modelId: cascadingReference('model_id', () => voiceModels.id),
    modelName: text('model_name').notNull(),
    /** status: queued | processing | training | completed | failed */
    ...jobColumns('queued'),
    ...jobRunColumns(),
    /** What the job is doing now, in words: always given when the job is made (no default, unlike the other jobs). */
    progress: text('progress').notNull(),
  },
  (t) => [index('voice_jobs_user_idx').on(t.userId), index('voice_jobs_status_idx').on(t.status)],
);

/** A 3–12 s segment of a model's reference audio with its measured statistics. */
export const referenceClips = pgTable(
  'reference_clips',
  {
    ...idColumn(),
    modelId: cascadingReference('model_id', () => voiceModels.id),
    ...ownerColumn(),
    mediaFileId: cascadingReference('media_file_id', () => mediaFiles.id),
    position: integer('position').notNull(),
    /** Where the clip starts in the normalised reference, seconds. */
    startSeconds: doublePrecision('start_seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    /** Syllable nuclei per second. */
    speakingRate: doublePrecision('speaking_rate'),
    pitchMedian: doublePrecision('pitch_median'),
    pitchMean: doublePrecision('pitch_mean'),
    /** Standard deviation of F0 over voiced frames, Hz. */
    pitchVariation: doublePrecision('pitch_variation'),
    /** RMS level, dBFS. */
    energy: doublePrecision('energy'),
    transcript: text('transcript'),
    ...createdAtColumn(),
  },
  (t) => [index('reference_clips_model_idx').on(t.modelId)],
);

export const voiceSamples = pgTable(
  'voice_samples',
  {
    ...idColumn(),
    ...ownerColumn(),
    mediaFileId: cascadingReference('media_file_id', () => mediaFiles.id),
    voiceModelId: uuid('voice_model_id').references(() => voiceModels.id, { onDelete: 'set null' }),
    originalFilename: text('original_filename').notNull(),
    /** fast | slow | engaged | neutral | happy */
    sampleType: text('sample_type').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    ...createdAtColumn(),
  },
  (t) => [index('voice_samples_user_idx').on(t.userId)],
);

/**
 * One text-to-speech request. While `generating` its `tokens_reserved` count against the balance (so parallel
 * requests cannot overspend); when `completed` it holds the audio (media file with the same id) and the tokens
 * charged for its real length. Failed requests are deleted; reservations older than the generate timeout are
 * ignored (a crashed server's leftovers).
 */
export const speechGenerations = pgTable(
  'speech_generations',
  {
    /** Also the id of the media file, the clip and the audio URL (/api/audio/{id}). */
    id: uuid('id').primaryKey(),
    ...ownerColumn(),
    modelId: uuid('model_id').references(() => voiceModels.id, { onDelete: 'set null' }),
    mediaFileId: uuid('media_file_id').references(() => mediaFiles.id, { onDelete: 'cascade' }),
    /** generating | completed */
    status: text('status').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull(),
    /** The request's sliders and what the engine made of them. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    tokensReserved: integer('tokens_reserved').notNull(),
    tokensCharged: integer('tokens_charged'),
    durationSeconds: doublePrecision('duration_seconds'),
    ...createdAtColumn(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [index('speech_generations_user_status_idx').on(t.userId, t.status)],
);

/**
 * A video of the user: uploaded, recorded with the webcam, or the result of a lip-sync job (`lipsync`, hidden from the
 * /video library). uploaded → processing → ready or failed: the video-processing job (video/video-job-runner.ts)
 * makes a browser-playable H.264/AAC MP4 with its moov atom first and a JPEG poster, and records what it measured.
 */
export const videos = pgTable(
  'videos',
  {
    ...idColumn(),
    ...ownerColumn(),
    /** upload | record | lipsync */
    uploadMethod: text('upload_method').notNull(),
    /** status: uploaded | processing | ready | failed */
    ...jobColumns('uploaded'),
    /** As the client named it (data only, never a path); lip-sync results get a name of ours. */
    originalFilename: text('original_filename').notNull(),
    /** The file as received, until processing replaces it with the playable MP4 (then null). */
    sourceFileId: uuid('source_file_id').references((): AnyPgColumn => mediaFiles.id, {
      onDelete: 'set null',
    }),
    /** The playable MP4 (H.264/AAC, faststart); set when ready. */
    videoFileId: uuid('video_file_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    /** The poster frame (JPEG); set when ready. */
    posterFileId: uuid('poster_file_id').references((): AnyPgColumn => mediaFiles.id, {
      onDelete: 'set null',
    }),
    durationSeconds: doublePrecision('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** Of the playable MP4 once ready (of the upload before). */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /**
     * Whether the video shows one face big enough to animate, checked as processing ends: ready | no_face |
     * several_faces | face_too_small; null when not checked (videos from before the check, a check that failed).
     */
    faceCheck: text('face_check'),
    /**
     * The face seen in the video (engines/lipsync/face/face-descriptor.ts), compared with the creator's consent face
     * before lip-sync (issue 23); null when the face check did not see one face, or before it was described.
     */
    faceDescriptor: jsonb('face_descriptor').$type<number[]>(),
  },
  (t) => [
    index('videos_user_created_idx').on(t.userId, t.createdAt),
    index('videos_status_idx').on(t.status),
  ],
);

/**
 * A lip-sync job: a video of the user and the timeline's audio become a new video (upload_method lipsync).
 * pending → processing → completed or failed. `reserved_tokens` are taken from the balance when the job is created
 * and given back when it fails.
 */
export const lipsyncJobs = pgTable(
  'lipsync_jobs',
  {
    ...idColumn(),
    ...ownerColumn(),
    /** The video lip-synced; null once the creator deleted it (the result stays in the library). */
    videoId: uuid('video_id').references((): AnyPgColumn => videos.id, { onDelete: 'set null' }),
    /** The creator's name for the result (issue 26); null: titled by the video's name and the script's start. */
    title: text('title'),
    /** status: pending | processing | completed | failed */
    ...jobColumns('pending'),
    ...jobRunColumns(),
    /** How far the job is, 0–100 (the engine's own progress, stored about once a second at most). */
    progressPercent: integer('progress_percent').notNull().default(0),
    /** For the creator: why the lips could not follow (no single usable face), when the result kept its own mouth. */
    faceNote: text('face_note'),
    /** The timeline mixed into one track (44.1 kHz). */
    audioFileId: uuid('audio_file_id').references((): AnyPgColumn => mediaFiles.id, {
      onDelete: 'set null',
    }),
    /** The timeline clips as requested (resolved to the user's own audio). */
    timelineClips: jsonb('timeline_clips').$type<unknown[]>().notNull().default([]),
    useCodeformer: boolean('use_codeformer').notNull().default(true),
    /** Seconds of the mixed audio, which the result lasts. */
    durationSeconds: doublePrecision('duration_seconds'),
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    resultVideoId: uuid('result_video_id').references((): AnyPgColumn => videos.id, { onDelete: 'set null' }),
    /** The engine's own id for the work (a Cog prediction), to resume polling after a restart. */
    engineJobId: text('engine_job_id'),
  },
  (t) => [
    index('lipsync_jobs_user_created_idx').on(t.userId, t.createdAt),
    index('lipsync_jobs_status_idx').on(t.status),
  ],
);

/**
 * A consent sentence handed to a creator (issue 23): the fixed statement plus a random phrase, readable for 10
 * minutes. Pending until a recording of it passes (passed_at); a passed challenge is not recorded again.
 */
export const consentChallenges = pgTable(
  'consent_challenges',
  {
    ...idColumn(),
    ...ownerColumn(),
    statement: text('statement').notNull(),
    phrase: text('phrase').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    passedAt: timestamptz('passed_at'),
    ...createdAtColumn(),
  },
  (t) => [index('consent_challenges_user_idx').on(t.userId)],
);

/**
 * One recording of a consent sentence and its checks, kept whatever the outcome: the clip (0600 under media), the
 * words check, the face seen (its descriptor, for lip-sync's face check), and the voice it was used for.
 */
export const consentRecordings = pgTable(
  'consent_recordings',
  {
    ...idColumn(),
    ...ownerColumn(),
    challengeId: cascadingReference('challenge_id', () => consentChallenges.id),
    mediaFileId: uuid('media_file_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    hasVideo: boolean('has_video').notNull(),
    /** passed | failed */
    status: text('status').notNull(),
    wordsScore: doublePrecision('words_score').notNull(),
    wordsPassed: boolean('words_passed').notNull(),
    /** Null: audio only, or no face seen. */
    faceScore: doublePrecision('face_score'),
    facePassed: boolean('face_passed'),
    faceDescriptor: jsonb('face_descriptor').$type<number[]>(),
    /** The clip's voice statistics (media/speaker), compared with a pro clone's reference. */
    voiceprint: jsonb('voiceprint').$type<Record<string, unknown>>(),
    /**
     * The voice it was used for. No foreign key (issue 26): when the creator deletes that voice the record keeps its
     * id, so it stays used (a consent is given for one voice) and `consent:list` still shows which voice it was.
     */
    usedByVoiceId: uuid('used_by_voice_id'),
    /** The speaker check's score against the voice's reference; null until used. */
    voiceScore: doublePrecision('voice_score'),
    ...createdAtColumn(),
  },
  (t) => [
    index('consent_recordings_user_created_idx').on(t.userId, t.createdAt),
    index('consent_recordings_voice_idx').on(t.usedByVoiceId),
  ],
);

/**
 * A video uploaded for localization (POST /api/localization/transcribe): the stored file, its measured duration, and
 * what the transcription engine heard (the text and its sentence or phrase timings), which the job times the dub by.
 * Its id is the `video_file` the client sends back.
 */
export const localizationSources = pgTable(
  'localization_sources',
  {
    ...idColumn(),
    ...ownerColumn(),
    /**
     * The video as uploaded (any container ffmpeg reads); null once it expired (localize/source-expiry.ts) — the row,
     * its transcript and name stay for the jobs made from it.
     */
    mediaFileId: uuid('media_file_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    /** As the client named it (data only, never a path). */
    originalFilename: text('original_filename').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    /** The language heard or asked for (ISO 639-1). */
    language: text('language').notNull(),
    transcriptText: text('transcript_text').notNull(),
    /** [{ start, end, text }] in seconds, in order. */
    segments: jsonb('segments').$type<{ start: number; end: number; text: string }[]>().notNull().default([]),
    ...createdAtColumn(),
  },
  (t) => [index('localization_sources_user_idx').on(t.userId)],
);

/**
 * A localization job: a stored source dubbed into another language in the speaker's measured voice.
 * pending → processing → completed or failed. `reserved_tokens` (1 per second of the video) are taken from the
 * balance when the job is created and given back when it fails.
 */
export const localizationJobs = pgTable(
  'localization_jobs',
  {
    ...idColumn(),
    ...ownerColumn(),
    sourceId: cascadingReference('source_id', () => localizationSources.id),
    /** The creator's name for the result (issue 26); null: titled by the source video's name. */
    title: text('title'),
    /** status: pending | processing | completed | failed */
    ...jobColumns('pending'),
    ...jobRunColumns(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    /** The transcription as the user edited it. */
    sourceText: text('source_text').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    /** The localized MP4 (H.264/AAC, faststart); set when completed. */
    resultFileId: uuid('result_file_id').references((): AnyPgColumn => mediaFiles.id, {
      onDelete: 'set null',
    }),
    /**
     * The job's timed segments, one per spoken sentence (localize/localize-segments.ts): original start/end and
     * text, translation, where it plays in the result, tempo and video stretch. The subtitles are made from them.
     */
    timing: jsonb('timing').$type<unknown[]>(),
    /** How far the job is, 0–100 (issue 25), beside `progress`'s words; stored about once a second at most. */
    progressPercent: integer('progress_percent').notNull().default(0),
  },
  (t) => [
    index('localization_jobs_user_created_idx').on(t.userId, t.createdAt),
    index('localization_jobs_status_idx').on(t.status),
  ],
);

/**
 * One segment of a completed localization spoken again (issue 25's dubbing editor): the creator's new translation of
 * segment `segment_index` is re-spoken, re-mixed and re-muxed into a new result that replaces the job's only when it
 * is done. It charges that segment's seconds (`reserved_tokens`, given back on failure).
 * status: pending | processing | completed | failed
 */
export const localizationRegenerations = pgTable(
  'localization_regenerations',
  {
    ...idColumn(),
    ...ownerColumn(),
    jobId: cascadingReference('job_id', () => localizationJobs.id),
    segmentIndex: integer('segment_index').notNull(),
    translation: text('translation').notNull(),
    ...jobColumns('pending'),
    ...jobRunColumns(),
    /** Seconds of the segment, which is what is charged. */
    seconds: doublePrecision('seconds').notNull(),
    reservedTokens: integer('reserved_tokens').notNull().default(0),
    /** The new localized MP4, until it replaces the job's result. */
    resultFileId: uuid('result_file_id').references((): AnyPgColumn => mediaFiles.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('localization_regenerations_job_idx').on(t.jobId, t.createdAt),
    index('localization_regenerations_status_idx').on(t.status),
  ],
);

/**
 * The speech page's project of a user (issue 26): script, chosen voice, settings and timeline, saved as the creator
 * works. `version` goes up by one with each save; a save naming an older version is refused (another tab saved).
 */
export const speechProjects = pgTable('speech_projects', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  ...timestampColumns(),
});

/**
 * An export of a user's data (issue 26): a zip of their media files and a JSON of their records, made as a job and
 * downloaded by a media link. status: pending | processing | completed | failed
 */
export const dataExports = pgTable(
  'data_exports',
  {
    ...idColumn(),
    ...ownerColumn(),
    ...jobColumns('pending'),
    ...jobRunColumns(),
    resultFileId: uuid('result_file_id').references((): AnyPgColumn => mediaFiles.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('data_exports_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * What a deleted job took and gave back, for the credits history (credits/credits-history.repository.ts): deleting a
 * lip-sync video or a localization (with the sentences spoken again in it) removes its row, so the entry it had in
 * the history is written here first, as it read then. Speech takes keep their row instead (without the file).
 */
export const deletedJobCredits = pgTable(
  'deleted_job_credits',
  {
    /** The deleted job's id (a lip-sync job, a localization, or a sentence of it spoken again). */
    id: uuid('id').primaryKey(),
    ...ownerColumn(),
    /** lipsync | localization (a CreditedJobKind) */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    status: text('status').notNull(),
    cost: integer('cost').notNull(),
    refund: integer('refund').notNull(),
    /** When the job was made (the history's order), not when it was deleted. */
    ...createdAtColumn(),
    deletedAt: timestamptz('deleted_at').notNull().defaultNow(),
  },
  (t) => [index('deleted_job_credits_user_created_idx').on(t.userId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SignupCodeRow = typeof signupCodes.$inferSelect;
export type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;
export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type VoiceModelRow = typeof voiceModels.$inferSelect;
export type VoiceJobRow = typeof voiceJobs.$inferSelect;
export type ReferenceClipRow = typeof referenceClips.$inferSelect;
export type VoiceSampleRow = typeof voiceSamples.$inferSelect;
export type SpeechGenerationRow = typeof speechGenerations.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type LipsyncJobRow = typeof lipsyncJobs.$inferSelect;
export type LocalizationSourceRow = typeof localizationSources.$inferSelect;
export type LocalizationJobRow = typeof localizationJobs.$inferSelect;
export type LocalizationRegenerationRow = typeof localizationRegenerations.$inferSelect;
export type SpeechProjectRow = typeof speechProjects.$inferSelect;
export type DataExportRow = typeof dataExports.$inferSelect;
export type DeletedJobCreditsRow = typeof deletedJobCredits.$inferSelect;
export type ConsentChallengeRow = typeof consentChallenges.$inferSelect;
export type ConsentRecordingRow = typeof consentRecordings.$inferSelect;
export { leads } from '../questionnaire/leads.table';
