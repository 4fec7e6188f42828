// The speech page's storage: the page state read back for its owner only (another account's, damaged
// JSON and malformed clips are ignored), every save keeping the other parts, and storage refusals
// never breaking the page.
import { describe, expect, it } from 'vitest';
import type { TimelineClip } from '@twin/api-client';
import { defaultSpeechSettings } from '@twin/machines/text-to-speech';
import { pendingGenerationKey, SpeechPageStorage, speechPageStateKey } from './speech-page-storage';

const clip: TimelineClip = {
  id: 'speech-1',
  type: 'tts',
  url: '/api/audio/speech-1',
  name: 'Hello there',
  duration: 1.5,
  startTime: 2,
  originalStartOffset: 0,
  originalDuration: 1.5,
};

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the saved page state', () => {
  it('starts empty, then keeps settings, clips and the selected video together under one key', () => {
    const storage = memoryStorage();
    const page = new SpeechPageStorage(storage, 'user-1');
    expect(page.read()).toEqual({
      savedSettings: {},
      timelineClips: [],
      selectedVideoId: null,
      pendingGeneration: null,
    });
    page.saveSettings({ ...defaultSpeechSettings, text: 'Hello there', language: 'es' });
    page.saveTimelineClips([clip]);
    page.saveSelectedVideo('video-9');
    const reopened = new SpeechPageStorage(storage, 'user-1').read();
    expect(reopened.savedSettings).toMatchObject({
      text: 'Hello there',
      language: 'es',
      styleChoice: 'fastest',
    });
    expect(reopened.timelineClips).toEqual([clip]);
    expect(reopened.selectedVideoId).toBe('video-9');
    expect([...storage.values.keys()]).toEqual([speechPageStateKey]);
  });

  it("ignores another account's page and writes over it", () => {
    const storage = memoryStorage();
    new SpeechPageStorage(storage, 'user-1').saveTimelineClips([clip]);
    const other = new SpeechPageStorage(storage, 'user-2');
    expect(other.read().timelineClips).toEqual([]);
    other.saveSettings({ ...defaultSpeechSettings, text: 'Mine' });
    expect(JSON.parse(storage.values.get(speechPageStateKey)!)).toMatchObject({
      owner: 'user-2',
      timelineClips: [],
    });
  });

  it('survives damaged JSON and drops malformed clips', () => {
    expect(
      new SpeechPageStorage(memoryStorage({ [speechPageStateKey]: '{oops' }), 'user-1').read().timelineClips,
    ).toEqual([]);
    const stored = JSON.stringify({
      owner: 'user-1',
      timelineClips: [clip, { id: 'x' }, { ...clip, startTime: -1 }],
    });
    const page = new SpeechPageStorage(memoryStorage({ [speechPageStateKey]: stored }), 'user-1');
    expect(page.read().timelineClips).toEqual([clip]);
  });

  it('never throws when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const page = new SpeechPageStorage(refusing, 'user-1');
    expect(page.read().timelineClips).toEqual([]);
    expect(() => page.saveTimelineClips([clip])).not.toThrow();
    expect(() => page.clearPendingGeneration()).not.toThrow();
    expect(new SpeechPageStorage(null, 'user-1').read().pendingGeneration).toBeNull();
  });

  it('stores the pending generation with its owner under its own key and removes it', () => {
    const storage = memoryStorage();
    const page = new SpeechPageStorage(storage, 'user-1');
    const request = {
      modelId: 'voice-pro',
      text: 'Hi',
      exaggeration: 0.5,
      temperature: 0.8,
      cfg_weight: 0.5,
      language: 'en',
      model_type: 'chatterbox_base' as const,
    };
    page.storePendingGeneration({ request, timestamp: 1234, status: 'pending' });
    expect(new SpeechPageStorage(storage, 'user-1').read().pendingGeneration).toEqual({
      owner: 'user-1',
      request,
      timestamp: 1234,
      status: 'pending',
    });
    expect(new SpeechPageStorage(storage, 'user-2').read().pendingGeneration).toBeNull();
    page.clearPendingGeneration();
    expect(storage.values.has(pendingGenerationKey)).toBe(false);
  });
});
