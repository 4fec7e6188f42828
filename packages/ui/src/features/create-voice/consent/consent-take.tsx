// ConsentTake: the consent take played back as recorded — the video with its sound, or the sound
// alone when no camera was used — with the browser's own controls (keyboard included).
import type { ConsentTake as Take } from '@twin/machines/create-voice/consent';
import { useObjectUrl } from '../../../lib/use-object-url';

export function ConsentTake({ take }: { take: Take }) {
  const url = useObjectUrl(take.media) ?? undefined;
  if (!take.hasVideo) {
    return (
      <audio
        data-part="consent-take"
        src={url}
        controls
        preload="metadata"
        aria-label="Your consent recording"
        className="w-full"
      />
    );
  }
  return (
    <video
      data-part="consent-take"
      src={url}
      controls
      playsInline
      preload="metadata"
      aria-label="Your consent recording"
      className="aspect-4/3 w-full max-w-sm rounded-lg bg-black object-contain"
    />
  );
}
