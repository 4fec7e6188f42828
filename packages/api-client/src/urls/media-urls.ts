// URLs of media, which <video>/<audio> elements and downloads load directly. Elements cannot send headers, so
// the server hands out media links — its stream path with a short-lived token for that item alone in the query
// (the session token is never put in a URL). The client only places them under its base URL; fetch() loads bare
// stream paths with the bearer header instead (`fetchMedia` of the api client).
import { joinUrl } from './base-url';

/** Whether the URL names another origin or scheme (https:, blob:, data:) rather than a path of our server. */
export function isForeignUrl(pathOrUrl: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl);
}

/**
 * A server-given media URL (a media link such as a generate answer's audioUrl, or a clip's bare path) under the
 * base URL; absolute, blob: and data: URLs are returned untouched.
 */
export function mediaUrl(baseUrl: string, pathOrUrl: string): string {
  return isForeignUrl(pathOrUrl) ? pathOrUrl : joinUrl(baseUrl, pathOrUrl);
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
