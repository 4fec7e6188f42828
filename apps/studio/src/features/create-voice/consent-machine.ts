// The consent step with the studio's effects (issue 23): a passed consent not yet used from
// GET /api/consent, else the sentence from POST /api/consent/challenges (its time left measured
// against the browser's clock, kept between 1 and 10 minutes so a skewed clock neither ends it at
// once nor keeps it past the server's limit: the server's 410 stays the authority); the take
// uploaded with progress; the camera and microphone through capture-consent.ts.
import { CONSENT_CHALLENGE_TTL_MS, consentRecordingFormData, type ApiClient } from '@twin/api-client';
import {
  consentMachine,
  type ConsentCaptureCommand,
  type ConsentCaptureInput,
  type ConsentOutcome,
  type ConsentStart,
  type ConsentTake,
  type UploadConsentInput,
} from '@twin/machines/create-voice/consent';
import { MissingTokenError } from '@twin/machines/shared';
import { videoRecordingExtension } from '@twin/machines/video/video-recorder';
import { fromPromise, type CallbackActorLogic } from 'xstate';
import { recordingExtension } from '../../lib/capture-audio';

export interface ConsentMachineDependencies {
  api: ApiClient;
  uploadingApi: (reportProgress: (percent: number) => void) => ApiClient;
  readToken: () => string | null;
  captureConsent: CallbackActorLogic<ConsentCaptureCommand, ConsentCaptureInput>;
  /** The browser's clock (tests pass their own). */
  now?: () => number;
}

const minute = 60_000;

export function consentFileName(take: ConsentTake): string {
  const extension = take.hasVideo
    ? videoRecordingExtension(take.mimeType)
    : recordingExtension(take.mimeType);
  return `consent.${extension}`;
}

export function createConsentMachine(deps: ConsentMachineDependencies) {
  const { api, uploadingApi, readToken, now = Date.now } = deps;
  return consentMachine.provide({
    actors: {
      prepareConsent: fromPromise<ConsentStart, void>(async ({ signal }) => {
        if (!readToken()) throw new MissingTokenError();
        const { consents } = await api.consent.list({ signal });
        const unused = consents.find((record) => record.status === 'passed' && record.usedByVoiceId === null);
        if (unused) return { kind: 'unused', record: unused };
        const challenge = await api.consent.challenge({ signal });
        const left = Date.parse(challenge.expiresAt) - now();
        const validForMs = Math.min(CONSENT_CHALLENGE_TTL_MS, Math.max(minute, left));
        return { kind: 'challenge', challenge, validForMs };
      }),
      uploadConsent: fromPromise<ConsentOutcome, UploadConsentInput>(async ({ input, signal }) => {
        const form = consentRecordingFormData({
          file: input.take.media,
          fileName: consentFileName(input.take),
        });
        const record = await uploadingApi(input.reportProgress).consent.record(input.challengeId, form, {
          signal,
        });
        return { record, message: null };
      }),
      captureConsent: deps.captureConsent,
    },
  });
}
