// Maps videos rows to the contract's shape (@twin/api-client video/video.schemas.ts), with media links (the stream
// and the poster, each with a token for that one path) once the video is ready, its face check, and how its face
// compares with the creator's consent faces (lipsync-face-gate.ts).
import { apiRoutes, fillPath, type UploadMethod, type Video, type VideoStatus } from '@twin/api-client';
import type { MediaLinks } from '../auth/media-links';
import type { UserRow, VideoRow } from '../db/schema';
import { consentFaceOf } from '../voices/consent-face-gate';
import { recordedFaceCheck } from './video-face-check';

export const videoStreamPath = (id: string) => fillPath(apiRoutes['videos.stream'].path, { id });
export const videoPosterPath = (id: string) => fillPath(apiRoutes['videos.poster'].path, { id });

const hundredths = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** `consentFaces`: the creator's passed consent faces, when the answer tells how the video's face compares. */
export async function toVideo(
  row: VideoRow,
  user: UserRow,
  mediaLinks: MediaLinks,
  consentFaces?: number[][],
): Promise<Video> {
  const ready = row.status === 'ready' && row.videoFileId !== null;
  return {
    id: row.id,
    upload_method: row.uploadMethod as UploadMethod,
    status: row.status as VideoStatus,
    original_filename: row.originalFilename,
    duration: hundredths(row.durationSeconds),
    created_at: row.createdAt.toISOString(),
    width: row.width,
    height: row.height,
    size_bytes: row.sizeBytes,
    error_message: row.errorMessage,
    stream_url: ready ? await mediaLinks.link(user, videoStreamPath(row.id)) : null,
    poster_url:
      ready && row.posterFileId !== null ? await mediaLinks.link(user, videoPosterPath(row.id)) : null,
    face_check: recordedFaceCheck(row),
    ...(consentFaces ? { consent_face: consentFaceOf(row.faceDescriptor, consentFaces) } : {}),
  };
}
