// The playback machine's `playAudio` actor: one HTMLAudioElement per item, kept so that a paused
// item resumes where it stopped. It plays while the actor runs, pauses when the machine stops it,
// and reports `audio.ended` (rewound for the next play) or `audio.failed`.
import { fromCallback, type EventObject } from 'xstate';
import type { PlayAudioInput, PlaybackReport } from '@twin/machines/create-voice/playback';

/** Items remembered for resuming; the oldest is forgotten beyond this. */
const rememberedItems = 24;

export function createPlayAudio(createElement: (src: string) => HTMLAudioElement = (src) => new Audio(src)) {
  const elements = new Map<string, { src: string; element: HTMLAudioElement }>();

  function elementFor({ itemId, src }: PlayAudioInput): HTMLAudioElement {
    const known = elements.get(itemId);
    if (known && known.src === src) {
      elements.delete(itemId);
      elements.set(itemId, known);
      return known.element;
    }
    known?.element.pause();
    const element = createElement(src);
    element.preload = 'auto';
    elements.set(itemId, { src, element });
    if (elements.size > rememberedItems) {
      const [oldest] = elements.keys();
      if (oldest !== undefined) elements.delete(oldest);
    }
    return element;
  }

  return fromCallback<EventObject, PlayAudioInput>(({ input, sendBack }) => {
    const report = (event: PlaybackReport) => sendBack(event);
    const element = elementFor(input);
    let stopped = false;
    element.onended = () => {
      element.currentTime = 0;
      report({ type: 'audio.ended' });
    };
    element.onerror = () => report({ type: 'audio.failed', error: element.error });
    element.play().catch((error: unknown) => {
      // A pause before playback began rejects with AbortError: that is the user's own click.
      if (!stopped && !(error instanceof DOMException && error.name === 'AbortError')) {
        report({ type: 'audio.failed', error });
      }
    });
    return () => {
      stopped = true;
      element.onended = null;
      element.onerror = null;
      element.pause();
    };
  });
}
