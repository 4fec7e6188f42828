// URLs for media that <video>/<audio> elements and downloads load directly: they cannot send headers, so the
// token goes in the query (part 1 §7, part 2 §6). Paths come from the route table.
import { fillPath } from '../shared/path';
import { apiRoutes } from '../api-routes';
import { appendQuery, joinUrl } from './base-url';

export interface MediaUrlContext {
  /** '' for same origin. */
  baseUrl: string;
  /** Left out of the URL when absent (the server then answers 401). */
  token: string | null | undefined;
}

export interface DownloadOption {
  /** Adds download=true: the server answers with Content-Disposition: attachment. */
  download?: boolean;
}

function streamUrl(context: MediaUrlContext, path: string, option: DownloadOption = {}): string {
  return appendQuery(joinUrl(context.baseUrl, path), {
    token: context.token || undefined,
    download: option.download ? 'true' : undefined,
  });
}

/** GET /api/videos/{id}/stream?token= */
export function videoStreamUrl(context: MediaUrlContext, videoId: string): string {
  return streamUrl(context, fillPath(apiRoutes['videos.stream'].path, { id: videoId }));
}

/** GET /api/videos/lipsync/{id}/stream?token=[&download=true] */
export function lipsyncJobStreamUrl(
  context: MediaUrlContext,
  jobId: string,
  option: DownloadOption = {},
): string {
  return streamUrl(context, fillPath(apiRoutes['lipsync.jobStream'].path, { id: jobId }), option);
}

/** GET /api/localization/jobs/{id}/stream?token=[&download=true] */
export function localizationJobStreamUrl(
  context: MediaUrlContext,
  jobId: string,
  option: DownloadOption = {},
): string {
  return streamUrl(context, fillPath(apiRoutes['localization.jobStream'].path, { jobId }), option);
}

/** GET /api/tts/reference-clips/{clipId}/audio?model_name=&token= */
export function referenceClipAudioUrl(context: MediaUrlContext, clipId: string, modelName: string): string {
  const path = fillPath(apiRoutes['tts.referenceClipAudio'].path, { clipId });
  return appendQuery(joinUrl(context.baseUrl, path), {
    model_name: modelName,
    token: context.token || undefined,
  });
}

/** GET /api/audio/{id}?token= (ours: generated and uploaded timeline audio). */
export function audioStreamUrl(context: MediaUrlContext, audioId: string): string {
  return streamUrl(context, fillPath(apiRoutes['audio.stream'].path, { id: audioId }));
}

/**
 * A server-given media path (e.g. a generate answer's audioUrl, a clip's url) made loadable: prefixed with the base
 * when it is a path, the token appended. Absolute URLs and blob:/data: URLs are returned untouched (a token must
 * never leave for another origin).
 */
export function withTokenQuery(context: MediaUrlContext, pathOrUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  return appendQuery(joinUrl(context.baseUrl, pathOrUrl), { token: context.token || undefined });
}

/**
 * The speech-test download (part 1 §7): result.download_url with its /api/download/ prefix replaced by /download/
 * under the speech-test base. download_url may be a path or an absolute URL (only its path and query are used).
 * A path without the prefix is kept as it is under the base.
 */
export function speechTestDownloadUrl(speechTestBase: string, downloadUrl: string): string {
  const isAbsolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(downloadUrl);
  const pathAndQuery = isAbsolute
    ? (() => {
        const url = new URL(downloadUrl);
        return `${url.pathname}${url.search}`;
      })()
    : downloadUrl.startsWith('/')
      ? downloadUrl
      : `/${downloadUrl}`;
  const derived = pathAndQuery.startsWith('/api/download/')
    ? `/download/${pathAndQuery.slice('/api/download/'.length)}`
    : pathAndQuery;
  return joinUrl(speechTestBase, derived);
}
