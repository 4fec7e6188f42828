// PlaybackError: the playback machine's failure text ('Failed to play audio recording.'), if any.
import type { PlaybackBinding } from '../shared/voice-bindings';
import { ErrorMessage } from '../../../components/status-message/status-messages';

export function PlaybackError({ playback }: { playback: Pick<PlaybackBinding, 'snapshot'> }) {
  return <ErrorMessage text={playback.snapshot.context.error} />;
}
