// The typed client: one method per call of the route table, grouped like the route ids ('auth.login' →
// client.auth.login), plus media URLs under the base and a fetch of media with the bearer header. The auth and
// signup methods are the auth client's (auth-calls.ts).
import { apiRoutes } from '../api-routes';
import { DEFAULT_SPEECH_TEST_PATH, joinUrl } from '../urls/base-url';
import { isForeignUrl, mediaUrl, speechTestDownloadUrl } from '../urls/media-urls';
import { authCalls } from './auth-calls';
import { createTransport, type CallOptions, type FetchFunction, type RouteBody } from './request';

export interface ApiClientOptions {
  /** Our server; '' (the default) for same origin. */
  baseUrl?: string;
  /** The stored login token, read at every call. */
  getToken: () => string | null | undefined;
  /** Defaults to the global fetch. */
  fetch?: FetchFunction;
  /** The speech-test service; defaults to `${baseUrl}/api/speech-test` (our server's own service). */
  speechTestBase?: string;
}

type Routes = typeof apiRoutes;
type BodyOf<K extends keyof Routes> = RouteBody<Routes[K]>;

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const speechTestBase = options.speechTestBase ?? joinUrl(baseUrl, DEFAULT_SPEECH_TEST_PATH);
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { callRoute, send } = createTransport({
    baseUrl,
    speechTestBase,
    getToken: options.getToken,
    fetch: fetchFunction,
  });
  const r = apiRoutes;
  const { auth, signup } = authCalls(callRoute);

  return {
    /** GET /api/health */
    health: (o?: CallOptions) => callRoute(r['system.health'], o),

    config: {
      /** GET /api/public-config (ours): booking page, contact e-mail and the speech-test base (null: ours). */
      public: (o?: CallOptions) => callRoute(r['config.public'], o),
    },

    auth,

    user: {
      /** GET /api/user/profile → the user's fields at the top level. */
      profile: (o?: CallOptions) => callRoute(r['user.profile'], o),
      /** GET /api/user/token-usage */
      tokenUsage: (o?: CallOptions) => callRoute(r['user.tokenUsage'], o),
      /** GET /api/user/storage (ours) → bytes and files by kind. */
      storage: (o?: CallOptions) => callRoute(r['user.storage'], o),
      /** GET /api/user/credits-history (ours) → each credited job with its cost and refund, newest first. */
      creditsHistory: (o?: CallOptions) => callRoute(r['user.creditsHistory'], o),
      /** POST /api/user/export (ours) → { export }: starts a zip of the user's media and records (409 while one is made). */
      startExport: (o?: CallOptions) => callRoute(r['user.startExport'], o),
      /** GET /api/user/export (ours) → { export }: the latest export, or null. */
      latestExport: (o?: CallOptions) => callRoute(r['user.latestExport'], o),
      /** GET /api/user/export/{exportId} (ours) → { export }, polled while it is made. */
      export: (exportId: string, o?: CallOptions) =>
        callRoute(r['user.export'], { ...o, params: { exportId } }),
      /** DELETE /api/user/account (ours): every row and file of the user, confirmed with the password. */
      deleteAccount: (body: BodyOf<'user.deleteAccount'>, o?: CallOptions) =>
        callRoute(r['user.deleteAccount'], { ...o, body }),
    },

    subscription: {
      /** POST /api/subscription/upgrade */
      upgrade: (body: BodyOf<'subscription.upgrade'>, o?: CallOptions) =>
        callRoute(r['subscription.upgrade'], { ...o, body }),
    },

    signup,

    contact: {
      /** POST /api/contact-form (build the body with toQuestionnairePayload). */
      submitQuestionnaire: (body: BodyOf<'contact.submitQuestionnaire'>, o?: CallOptions) =>
        callRoute(r['contact.submitQuestionnaire'], { ...o, body }),
    },

    localization: {
      /** POST /api/localization/transcribe (transcribeFormData). */
      transcribe: (formData: FormData, o?: CallOptions) =>
        callRoute(r['localization.transcribe'], { ...o, formData }),
      /** POST /api/localization/localize-job → { jobId } */
      createJob: (body: BodyOf<'localization.createJob'>, o?: CallOptions) =>
        callRoute(r['localization.createJob'], { ...o, body }),
      /** POST /api/localization/translate-segments → { translations } ('Review translation', issue 25) */
      translateSegments: (body: BodyOf<'localization.translateSegments'>, o?: CallOptions) =>
        callRoute(r['localization.translateSegments'], { ...o, body }),
      /** GET /api/localization/jobs/{jobId} → { success, job } */
      job: (jobId: string, o?: CallOptions) => callRoute(r['localization.job'], { ...o, params: { jobId } }),
      /** POST /api/localization/jobs/{jobId}/cancel (ours, issue 25) → { success, job, refunded_credits } */
      cancelJob: (jobId: string, o?: CallOptions) =>
        callRoute(r['localization.cancelJob'], { ...o, params: { jobId } }),
      /** GET /api/localization/jobs (the library treats a failure as an empty list). */
      jobs: (o?: CallOptions) => callRoute(r['localization.jobs'], o),
      /** PUT /api/localization/jobs/{jobId} (ours, issue 26) → { success, name } */
      renameJob: (jobId: string, body: BodyOf<'localization.renameJob'>, o?: CallOptions) =>
        callRoute(r['localization.renameJob'], { ...o, params: { jobId }, body }),
      /** DELETE /api/localization/jobs/{jobId} (ours, issue 26) */
      deleteJob: (jobId: string, o?: CallOptions) =>
        callRoute(r['localization.deleteJob'], { ...o, params: { jobId } }),
      /** GET /api/localization/jobs/{jobId}/segments (ours, issue 25: Edit dub) → { success, segments, regeneration } */
      segments: (jobId: string, o?: CallOptions) =>
        callRoute(r['localization.segments'], { ...o, params: { jobId } }),
      /** POST /api/localization/jobs/{jobId}/segments/{index}/regenerate (ours, issue 25) → { regenerationId } */
      regenerateSegment: (
        jobId: string,
        index: number,
        body: BodyOf<'localization.regenerateSegment'>,
        o?: CallOptions,
      ) =>
        callRoute(r['localization.regenerateSegment'], {
          ...o,
          params: { jobId, index: String(index) },
          body,
        }),
      /** GET /api/localization/jobs/{jobId}/regenerations/{regenerationId} (ours, issue 25) → { success, regeneration } */
      regeneration: (jobId: string, regenerationId: string, o?: CallOptions) =>
        callRoute(r['localization.regeneration'], { ...o, params: { jobId, regenerationId } }),
    },

    voice: {
      /** GET /api/voice/jobs */
      jobs: (o?: CallOptions) => callRoute(r['voice.jobs'], o),
      /** GET /api/voice/jobs/{id} */
      job: (id: string, o?: CallOptions) => callRoute(r['voice.job'], { ...o, params: { id } }),
      /** GET /api/voice/models */
      models: (o?: CallOptions) => callRoute(r['voice.models'], o),
      /** GET /api/voice/reference-clips/{modelId} */
      referenceClips: (modelId: string, o?: CallOptions) =>
        callRoute(r['voice.referenceClips'], { ...o, params: { modelId } }),
      /** GET /api/voice/categorized-clips/{modelId} */
      categorizedClips: (modelId: string, o?: CallOptions) =>
        callRoute(r['voice.categorizedClips'], { ...o, params: { modelId } }),
      /** POST /api/voice/upload-audio?model_name= (trainingAudioFormData) → { job_id } */
      uploadAudio: (modelName: string, formData: FormData, o?: CallOptions) =>
        callRoute(r['voice.uploadAudio'], { ...o, query: { model_name: modelName }, formData }),
      /** POST /api/voice/pro-clone (proCloneFormData) */
      proClone: (formData: FormData, o?: CallOptions) => callRoute(r['voice.proClone'], { ...o, formData }),
      /** POST /api/voice/quick-clone (quickCloneFormData) */
      quickClone: (formData: FormData, o?: CallOptions) =>
        callRoute(r['voice.quickClone'], { ...o, formData }),
      /** POST /api/voice/models/{id}/complete (no body) */
      completeModel: (id: string, o?: CallOptions) =>
        callRoute(r['voice.completeModel'], { ...o, params: { id } }),
      /** POST /api/voice/save-categorization/{id} */
      saveCategorization: (id: string, body: BodyOf<'voice.saveCategorization'>, o?: CallOptions) =>
        callRoute(r['voice.saveCategorization'], { ...o, params: { id }, body }),
      /** POST /api/voice/samples/upload (sampleUploadFormData) */
      uploadSample: (formData: FormData, o?: CallOptions) =>
        callRoute(r['voice.uploadSample'], { ...o, formData }),
      /** GET /api/voice/samples/duration */
      samplesDuration: (o?: CallOptions) => callRoute(r['voice.samplesDuration'], o),
      /** PUT /api/voice/models/{id} (ours, issue 26) → { success, name } */
      renameModel: (id: string, body: BodyOf<'voice.renameModel'>, o?: CallOptions) =>
        callRoute(r['voice.renameModel'], { ...o, params: { id }, body }),
      /** DELETE /api/voice/models/{id} (ours, issue 26) */
      deleteModel: (id: string, o?: CallOptions) =>
        callRoute(r['voice.deleteModel'], { ...o, params: { id } }),
    },

    /** Consent before a pro clone (issue 23, ours). */
    consent: {
      /** POST /api/consent/challenges → the sentence to read (the same one again while it is pending). */
      challenge: (o?: CallOptions) => callRoute(r['consent.challenge'], o),
      /** POST /api/consent/challenges/{id}/recording (a form with the field `file`); a failed check is a 422. */
      record: (id: string, formData: FormData, o?: CallOptions) =>
        callRoute(r['consent.record'], { ...o, params: { id }, formData }),
      /** GET /api/consent → { consents }, newest first. */
      list: (o?: CallOptions) => callRoute(r['consent.list'], o),
    },

    tts: {
      /** POST /api/tts/generate (15-minute time limit). */
      generate: (body: BodyOf<'tts.generate'>, o?: CallOptions) =>
        callRoute(r['tts.generate'], { ...o, body }),
      /** GET /api/tts/engine (ours): the label by the voice picker. */
      engine: (o?: CallOptions) => callRoute(r['tts.engine'], o),
    },

    speech: {
      /** GET /api/speech/project (ours) → { version, data, updated_at }; version 0 and data null before a save. */
      project: (o?: CallOptions) => callRoute(r['speech.project'], o),
      /** PUT /api/speech/project (ours) → { version }; 409 when another tab saved a newer version. */
      saveProject: (body: BodyOf<'speech.saveProject'>, o?: CallOptions) =>
        callRoute(r['speech.saveProject'], { ...o, body }),
      /** GET /api/speech/takes (ours) → { takes }, newest first. */
      takes: (o?: CallOptions) => callRoute(r['speech.takes'], o),
      /** DELETE /api/speech/takes/{id} (ours): the take and its audio, for good. */
      deleteTake: (id: string, o?: CallOptions) =>
        callRoute(r['speech.deleteTake'], { ...o, params: { id } }),
    },

    translate: {
      /** POST /api/translate/translate */
      translate: (body: BodyOf<'translate.translate'>, o?: CallOptions) =>
        callRoute(r['translate.translate'], { ...o, body }),
    },

    audio: {
      /** POST /api/audio/upload (ours; timelineAudioFormData) → { success, clip } */
      upload: (formData: FormData, o?: CallOptions) => callRoute(r['audio.upload'], { ...o, formData }),
      /** POST /api/audio/watermark-check (ours; a form with the field `file`) → { watermarked } */
      watermarkCheck: (formData: FormData, o?: CallOptions) =>
        callRoute(r['audio.watermarkCheck'], { ...o, formData }),
    },

    videos: {
      /** GET /api/videos */
      list: (o?: CallOptions) => callRoute(r['videos.list'], o),
      /** POST /api/videos/upload (videoUploadFormData); read the result with uploadedVideos(). */
      upload: (formData: FormData, o?: CallOptions) => callRoute(r['videos.upload'], { ...o, formData }),
      /** POST /api/videos/record (videoRecordingFormData) */
      record: (formData: FormData, o?: CallOptions) => callRoute(r['videos.record'], { ...o, formData }),
      /** GET /api/videos/{id}/status */
      status: (id: string, o?: CallOptions) => callRoute(r['videos.status'], { ...o, params: { id } }),
      /** PUT /api/videos/{id} (ours, issue 26) → { success, name } */
      rename: (id: string, body: BodyOf<'videos.rename'>, o?: CallOptions) =>
        callRoute(r['videos.rename'], { ...o, params: { id }, body }),
      /** DELETE /api/videos/{id} (ours, issue 26); 409 with the reason while a job uses the video. */
      delete: (id: string, o?: CallOptions) => callRoute(r['videos.delete'], { ...o, params: { id } }),
    },

    lipsync: {
      /** POST /api/videos/lipsync-timeline */
      create: (body: BodyOf<'lipsync.create'>, o?: CallOptions) =>
        callRoute(r['lipsync.create'], { ...o, body }),
      /** GET /api/videos/lipsync */
      jobs: (o?: CallOptions) => callRoute(r['lipsync.jobs'], o),
      /** PUT /api/videos/lipsync/{id} (ours, issue 26) → { success, name } */
      renameJob: (id: string, body: BodyOf<'lipsync.renameJob'>, o?: CallOptions) =>
        callRoute(r['lipsync.renameJob'], { ...o, params: { id }, body }),
      /** DELETE /api/videos/lipsync/{id} (ours, issue 26) */
      deleteJob: (id: string, o?: CallOptions) => callRoute(r['lipsync.deleteJob'], { ...o, params: { id } }),
    },

    /** The speech-test service: no Authorization header; failures inside a 200 come back as success:false. */
    speechTest: {
      /** GET {base}/health */
      health: (o?: CallOptions) => callRoute(r['speechTest.health'], o),
      /** POST {base}/upload-reference (speechTestReferenceFormData) */
      uploadReference: (formData: FormData, o?: CallOptions) =>
        callRoute(r['speechTest.uploadReference'], { ...o, formData }),
      /** POST {base}/submit */
      submit: (body: BodyOf<'speechTest.submit'>, o?: CallOptions) =>
        callRoute(r['speechTest.submit'], { ...o, body }),
      /** GET {base}/status/{job_id} */
      status: (jobId: string, o?: CallOptions) =>
        callRoute(r['speechTest.status'], { ...o, params: { job_id: jobId } }),
      /** The generated audio as a Blob, from result.download_url (path derived as the spec says). */
      download: (downloadUrl: string, o?: CallOptions) =>
        send(
          r['speechTest.download'],
          speechTestDownloadUrl(speechTestBase, downloadUrl),
          o,
        ) as Promise<Blob>,
    },

    /** URLs for media elements and downloads. */
    urls: {
      /** A server-given media URL (a media link, a clip's path) under the base URL. */
      media: (pathOrUrl: string) => mediaUrl(baseUrl, pathOrUrl),
      speechTestDownload: (downloadUrl: string) => speechTestDownloadUrl(speechTestBase, downloadUrl),
    },

    /**
     * Fetches media (a clip's bare stream path) with the bearer header, for players that load audio with fetch;
     * the token is only ever sent to our server (other origins, blob: and data: URLs are fetched as they are).
     */
    fetchMedia: (pathOrUrl: string, init: RequestInit = {}): Promise<Response> => {
      const ours =
        !isForeignUrl(pathOrUrl) ||
        (baseUrl !== '' && pathOrUrl.startsWith(`${baseUrl.replace(/\/+$/, '')}/`));
      if (!ours) return fetchFunction(pathOrUrl, init);
      const token = options.getToken();
      const headers = new Headers(init.headers);
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetchFunction(mediaUrl(baseUrl, pathOrUrl), { ...init, headers });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
