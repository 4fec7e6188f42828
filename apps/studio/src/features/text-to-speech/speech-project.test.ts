// Opening and saving the speech page's project against a fake api and an in-memory browser copy: the account's
// project replaces the copy; an edit the copy holds over the same version is kept to save, over an older version
// it gives way; offline the copy is used; a 409 is the machine's conflict and a failed connection stays an error.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError, type ApiClient, type SpeechProjectData } from '@twin/api-client';
import { defaultSpeechSettings } from '@twin/machines/text-to-speech';
import { SpeechPageStorage } from './speech-page-storage';
import { createProjectSaveMachine, openSpeechProject } from './speech-project';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const accountProject: SpeechProjectData = {
  settings: { ...defaultSpeechSettings, text: 'From the account.' },
  timelineClips: [],
  selectedVideoId: null,
};

type Speech = ApiClient['speech'];
const fakeApi = (speech: Partial<Speech>) => ({ speech: speech as Speech });
const answering = (version: number, data: SpeechProjectData | null) =>
  fakeApi({ project: async () => ({ version, data, updated_at: null }) });
const offline = fakeApi({
  project: async () => {
    throw new ApiError({ status: 0, kind: 'network', message: 'Failed to fetch' });
  },
});

function browserCopy(text: string, cached?: { version: number; dirty: boolean }) {
  const storage = new SpeechPageStorage(memoryStorage(), 'user-1');
  storage.saveSettings({ ...defaultSpeechSettings, text });
  if (cached) storage.saveVersion(cached);
  return storage;
}

describe('opening the project', () => {
  it("puts the account's project in the browser's copy", async () => {
    const storage = browserCopy('Old copy.', { version: 3, dirty: false });
    expect(await openSpeechProject(answering(4, accountProject), storage)).toEqual({
      version: 4,
      unsaved: null,
    });
    expect(storage.read().savedSettings).toMatchObject({ text: 'From the account.' });
    expect(storage.cachedVersion()).toEqual({ version: 4, dirty: false });
  });

  it('keeps an edit the server never got over the same version, to save it first', async () => {
    const storage = browserCopy('Edited offline.', { version: 4, dirty: true });
    const opened = await openSpeechProject(answering(4, accountProject), storage);
    expect(opened.version).toBe(4);
    expect(opened.unsaved?.settings.text).toBe('Edited offline.');
  });

  it('lets an edit over an older version give way to the newer project', async () => {
    const storage = browserCopy('Edited offline.', { version: 2, dirty: true });
    expect((await openSpeechProject(answering(4, accountProject), storage)).unsaved).toBeNull();
    expect(storage.read().savedSettings).toMatchObject({ text: 'From the account.' });
  });

  it("moves the browser's copy to an account with no project yet", async () => {
    const storage = browserCopy('Written before projects.');
    const opened = await openSpeechProject(answering(0, null), storage);
    expect(opened).toMatchObject({ version: 0, unsaved: { settings: { text: 'Written before projects.' } } });
  });

  it("uses the browser's copy when the server cannot be reached", async () => {
    const storage = browserCopy('Edited offline.', { version: 5, dirty: true });
    const opened = await openSpeechProject(offline, storage);
    expect(opened.version).toBe(5);
    expect(opened.unsaved?.settings.text).toBe('Edited offline.');
  });
});

describe('saving', () => {
  const save = (saveProject: Speech['saveProject']) => {
    const machine = createProjectSaveMachine(fakeApi({ saveProject })).provide({ delays: { saveDelay: 0 } });
    const actor = createActor(machine, { input: { version: 2, unsaved: accountProject } }).start();
    return waitFor(actor, (state) =>
      (['saved', 'conflict', 'offline'] as const).some((value) => state.matches(value)),
    );
  };

  it('saves over the version and takes the next one', async () => {
    const done = await save(async (body) => ({ version: body.version + 1, updated_at: '' }));
    expect(done.value).toBe('saved');
    expect(done.context.version).toBe(3);
  });

  it('turns a 409 into the conflict', async () => {
    const done = await save(async () => {
      throw new ApiError({ status: 409, kind: 'http', message: 'changed elsewhere' });
    });
    expect(done.value).toBe('conflict');
    expect(done.context.unsaved).toEqual(accountProject);
  });

  it('keeps the edit when the connection fails', async () => {
    const done = await save(async () => {
      throw new ApiError({ status: 0, kind: 'network', message: 'Failed to fetch' });
    });
    expect(done.value).toBe('offline');
    expect(done.context.pending).toEqual(accountProject);
  });
});
