// The consent calls (issue 23): the sentence to read (the pending one again after a reload), the recording and its
// checks, the user's records, and a clip's media. Every id is checked against its owner: another user's is 404.
import { apiRoutes, CONSENT_CHALLENGE_TTL_MS } from '@twin/api-client';
import type { MediaLinks } from '../../auth/media-links';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { implementMultipart, type AnyMultipartRouteImplementation } from '../../files/multipart-route';
import { implementStream, type AnyStreamRouteImplementation } from '../../files/stream-route';
import { streamFile } from '../../files/stream-file';
import { implement, type AnyRouteImplementation } from '../../http/api-route';
import { HttpError } from '../../http/http-error';
import { mediaContentType } from '../../media/content-types';
import { CONSENT_STATEMENT, randomPhrase } from './consent-sentence';
import { consentMediaPath, toConsentRecord } from './consent-dto';
import { consentMessages } from './consent-messages';
import {
  findOwnRecording,
  findPendingChallenge,
  insertChallenge,
  listOwnRecordings,
} from './consent.repository';
import { recordConsent, type ConsentServices } from './record-consent';
import type { ConsentRecordingWithChallenge } from './consent.repository';

async function withMediaUrl(mediaLinks: MediaLinks, user: UserRow, row: ConsentRecordingWithChallenge) {
  return {
    ...toConsentRecord(row),
    mediaUrl: await mediaLinks.link(user, consentMediaPath(row.recording.id)),
  };
}

export function consentRoutes(
  services: ConsentServices & { mediaLinks: MediaLinks },
): AnyRouteImplementation[] {
  const { db, mediaLinks } = services;
  const now = () => services.now?.() ?? new Date();
  return [
    implement(apiRoutes['consent.challenge'], {
      status: 201,
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        const challenge =
          (await findPendingChallenge(db, user.id, now())) ??
          (await insertChallenge(db, {
            userId: user.id,
            statement: CONSENT_STATEMENT,
            phrase: randomPhrase(),
            expiresAt: new Date(now().getTime() + CONSENT_CHALLENGE_TTL_MS),
          }));
        return {
          id: challenge.id,
          statement: challenge.statement,
          phrase: challenge.phrase,
          expiresAt: challenge.expiresAt.toISOString(),
        };
      },
    }),
    implement(apiRoutes['consent.list'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        const rows = await listOwnRecordings(db, user.id);
        return { consents: await Promise.all(rows.map((row) => withMediaUrl(mediaLinks, user, row))) };
      },
    }),
  ];
}

export function consentUploadRoutes(
  services: ConsentServices & { mediaLinks: MediaLinks },
): AnyMultipartRouteImplementation[] {
  return [
    implementMultipart(apiRoutes['consent.record'], {
      status: 201,
      errors: {
        400: 'no recording, or shorter than 3 s or longer than 60 s',
        401: 'not signed in',
        404: 'no such consent sentence of yours',
        409: 'this sentence has already been recorded and passed',
        410: 'the sentence has expired',
        413: 'file too large',
        422: 'a check failed ({ message, consent }) or the recording cannot be read ({ message })',
        429: 'a recording of yours is being checked',
      },
      tooLargeMessage: () => consentMessages.tooLarge,
      missingFileMessage: () => consentMessages.missingFile,
      async handler({ user, params, files }) {
        const record = await recordConsent(services, { user, challengeId: params.id, file: files.file![0]! });
        return { ...record, mediaUrl: await services.mediaLinks.link(user, consentMediaPath(record.id)) };
      },
    }),
  ];
}

export function consentMediaRoutes(
  db: Database,
  store: ConsentServices['store'],
): AnyStreamRouteImplementation[] {
  return [
    implementStream(apiRoutes['consent.media'], {
      errors: {
        401: 'no or bad token',
        404: 'no such consent recording of yours',
        416: 'range outside the file',
      },
      async handler({ user, params, reply }) {
        const found = await findOwnRecording(db, user.id, params.id);
        if (!found?.file) throw new HttpError(404, consentMessages.notFound);
        return streamFile(reply, store.mediaRoot, found.file.relativePath, {
          contentType: mediaContentType(found.file.container, found.recording.hasVideo),
        });
      },
    }),
  ];
}
