// Timeline clip URLs on both sides of the page: the server's paths (/api/audio/{id}) are what the
// saved page state and the lip-sync call keep; the timeline itself fetches the audio, which needs
// the login token in the query (spec part 2 §6). The token is added when clips go into the
// timeline and taken out again when its clips are saved, so a saved state never holds a token and
// a later session's clips load with that session's token.
import type { TimelineClip } from '@twin/api-client';

/** Adds the token to a server path (the api client's `urls.withToken`). */
export type WithToken = (pathOrUrl: string) => string;

/** A same-origin path without its `token` query parameter; other URLs (blob:, https:) untouched. */
export function withoutToken(url: string): string {
  if (!url.startsWith('/')) return url;
  const parsed = new URL(url, 'http://studio.invalid');
  if (!parsed.searchParams.has('token')) return url;
  parsed.searchParams.delete('token');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Clips as the timeline needs them: their audio loadable with the current token. */
export function clipsForTimeline(clips: readonly TimelineClip[], withToken: WithToken): TimelineClip[] {
  return clips.map((clip) => ({ ...clip, url: withToken(withoutToken(clip.url)) }));
}

/** Clips as they are saved (and later sent to lip-sync): server paths, no token. */
export function clipsForStorage(clips: readonly TimelineClip[]): TimelineClip[] {
  return clips.map((clip) => ({ ...clip, url: withoutToken(clip.url) }));
}
