// A blob: URL for a recorded take or a chosen file while a component shows it, so the playback
// machine can be given a `src` for audio that lives only in memory. One URL per Blob, shared by
// the components that show it, revoked a moment after the last one lets go (a remount — as in
// React's StrictMode — keeps it).
import { useEffect } from 'react';

interface SharedUrl {
  url: string;
  users: number;
}

const urls = new WeakMap<Blob, SharedUrl>();
const revokeDelayMs = 1000;

function sharedUrlFor(blob: Blob): SharedUrl {
  let entry = urls.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    urls.set(blob, entry);
  }
  return entry;
}

export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = blob ? sharedUrlFor(blob).url : null;
  useEffect(() => {
    if (!blob) return;
    const entry = sharedUrlFor(blob);
    entry.users += 1;
    return () => {
      entry.users -= 1;
      setTimeout(() => {
        if (entry.users === 0 && urls.get(blob) === entry) {
          urls.delete(blob);
          URL.revokeObjectURL(entry.url);
        }
      }, revokeDelayMs);
    };
  }, [blob]);
  return url;
}
