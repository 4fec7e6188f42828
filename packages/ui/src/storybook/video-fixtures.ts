// Sample data for the /video stories: chosen files of a few megabytes (their bytes are never read),
// a recorded take, and library videos whose posters are drawn in SVG (their streams are empty, so
// each player shows its poster, as a real one does before it plays) with their face checks.
import type { LibraryVideo } from '@twin/machines/video/video-page';

const megabytes = (count: number) => new Uint8Array(Math.round(count * 1024 * 1024));

export const storyVideoFiles = {
  talk: new File([megabytes(42.5)], 'course-intro.mp4', { type: 'video/mp4' }),
  demo: new File([megabytes(18.2)], 'product-demo.mov', { type: 'video/quicktime' }),
  notes: new File(['notes'], 'notes.txt', { type: 'text/plain' }),
};

export const storyRecordedTake = {
  video: new Blob([megabytes(3)], { type: 'video/webm' }),
  mimeType: 'video/webm;codecs=vp8,opus',
  extension: 'webm' as const,
  durationSeconds: 58,
};

/** A poster drawn in SVG (a data: URL; no DOM needed), a face-like shape on a gradient. */
export function storyPosterSvg(from: string, to: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/><circle cx="320" cy="150" r="62" fill="#fff" fill-opacity=".85"/>
<rect x="214" y="224" width="212" height="136" rx="90" fill="#fff" fill-opacity=".85"/>
<text x="24" y="44" font-family="sans-serif" font-size="22" fill="#fff" fill-opacity=".9">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** An empty stream: the player keeps showing its poster. */
const emptyStream = 'data:video/mp4;base64,';

export const storyLibraryVideos: LibraryVideo[] = [
  {
    id: 'video-1',
    name: 'course-intro.mp4',
    uploadMethod: 'upload',
    status: 'ready',
    durationSeconds: 84,
    createdAt: '2026-11-20T10:00:00.000Z',
    streamUrl: emptyStream,
    posterUrl: storyPosterSvg('#4f46e5', '#0ea5e9', 'Course intro'),
    faceCheck: 'ready',
  },
  {
    id: 'video-2',
    name: 'recording_1763978400000.webm',
    uploadMethod: 'record',
    status: 'ready',
    durationSeconds: 58,
    createdAt: '2026-11-22T15:30:00.000Z',
    streamUrl: emptyStream,
    posterUrl: storyPosterSvg('#db2777', '#f59e0b', 'Webcam take'),
    faceCheck: 'no_face',
  },
  {
    id: 'video-3',
    name: 'product-demo.mov',
    uploadMethod: 'upload',
    status: 'processing',
    durationSeconds: null,
    createdAt: '2026-11-24T09:10:00.000Z',
    streamUrl: null,
    posterUrl: null,
  },
  {
    id: 'video-4',
    name: 'old-camera.avi',
    uploadMethod: 'upload',
    status: 'failed',
    durationSeconds: null,
    createdAt: '2026-11-24T09:12:00.000Z',
    streamUrl: null,
    posterUrl: null,
  },
];

/** Ready videos with every face check: ready, each reason, and one not checked (made before the check). */
export const storyFaceCheckVideos: LibraryVideo[] = (
  [
    ['course-intro.mp4', 'ready', '#4f46e5', '#0ea5e9'],
    ['slides-only.mp4', 'no_face', '#0f766e', '#14b8a6'],
    ['panel-discussion.mp4', 'several_faces', '#b45309', '#f59e0b'],
    ['wide-stage-shot.mov', 'face_too_small', '#be185d', '#f472b6'],
    ['older-upload.mp4', null, '#1d4ed8', '#60a5fa'],
  ] as const
).map(([name, faceCheck, from, to], index) => ({
  id: `face-${index + 1}`,
  name,
  uploadMethod: 'upload',
  status: 'ready',
  durationSeconds: 30 + index * 7,
  createdAt: `2026-11-2${index}T10:00:00.000Z`,
  streamUrl: emptyStream,
  posterUrl: storyPosterSvg(from, to, name.split('.')[0] ?? name),
  faceCheck,
}));

/** Ready videos with one clear face, compared with the creator's consent recordings (issue 23). */
export const storyConsentFaceVideos: LibraryVideo[] = (
  [
    ['me-at-my-desk.mp4', 'matches', '#4f46e5', '#0ea5e9'],
    ['my-colleague.mp4', 'differs', '#b45309', '#f59e0b'],
    ['before-consent.mp4', 'no_consent_face', '#0f766e', '#14b8a6'],
  ] as const
).map(([name, consentFace, from, to], index) => ({
  id: `consent-face-${index + 1}`,
  name,
  uploadMethod: 'upload',
  status: 'ready',
  durationSeconds: 40 + index * 5,
  createdAt: `2026-11-2${index}T11:00:00.000Z`,
  streamUrl: emptyStream,
  posterUrl: storyPosterSvg(from, to, name.split('.')[0] ?? name),
  faceCheck: 'ready',
  consentFace,
}));
