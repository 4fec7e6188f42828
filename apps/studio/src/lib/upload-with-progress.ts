// A fetch-compatible function over XMLHttpRequest that reports the upload's progress (fetch has
// no upload progress). The api-client accepts it as its `fetch`, so clone and training uploads
// keep the client's URLs, token, error handling and response schemas.
import type { FetchFunction } from '@twin/api-client';

const bodylessStatuses = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

export function fetchWithUploadProgress(onProgress: (percent: number) => void): FetchFunction {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
      };
      request.onload = () => {
        const body = bodylessStatuses.has(request.status) ? null : request.responseText;
        resolve(
          new Response(body, {
            status: request.status,
            statusText: request.statusText,
            headers: responseHeaders(request.getAllResponseHeaders()),
          }),
        );
      };
      request.onerror = () => reject(new TypeError('Network request failed'));
      request.ontimeout = () => reject(new TypeError('Network request timed out'));
      request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      if (init.signal) {
        if (init.signal.aborted) {
          reject(new DOMException('The upload was aborted.', 'AbortError'));
          return;
        }
        init.signal.addEventListener('abort', () => request.abort(), { once: true });
      }
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
