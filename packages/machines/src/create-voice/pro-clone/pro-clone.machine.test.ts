// The pro clone form against fake actors on a fake clock: tabs, name default, language, the
// recorded take, every upload check with the spec's texts (part 2 §5), the metadata timeout, the
// submit rules in order, saving with progress and the server's message preferred (§8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../../testing/fake-actors';
import type { Recording } from '../../shared/audio-sample';
import { sampleAudioFile } from '../../shared/sample-audio-file';
import { proCloneMachine } from './pro-clone.machine';
import type { ProCloneEmitted, ProCloneInput, SaveProCloneInput } from './pro-clone.types';
import { canSubmitProClone } from './pro-clone.validation';

const megabyte = 1024 * 1024;
const take: Recording = { audio: new Blob(['take']), mimeType: 'audio/webm', durationSeconds: 150 };
const goodFile = sampleAudioFile('reference.mp3', 'audio/mpeg', 5 * megabyte);

function startProClone(input?: ProCloneInput) {
  const fakes = createFakePromiseActors(['probeAudioDuration', 'saveProClone'] as const);
  const actor = createActor(proCloneMachine.provide({ actors: fakes.actors }), { input });
  const emitted: ProCloneEmitted[] = [];
  actor.on('proClone.saved', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, emitted, snapshot: () => actor.getSnapshot() };
}

/** A form ready to submit from the record tab. */
function readyToSubmit() {
  const proClone = startProClone({ referenceLanguage: 'en', consentId: 'consent-1' });
  proClone.actor.send({ type: 'recording.use', recording: take });
  return proClone;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the form', () => {
  it("starts on the record tab, named 'Pro Clone', with no language, sample or message", () => {
    const { snapshot } = startProClone();
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({
      tab: 'record',
      name: 'Pro Clone',
      referenceLanguage: null,
      recording: null,
      upload: null,
      consentId: null,
      pendingFile: null,
      uploadProgress: null,
      error: null,
      notice: null,
      saved: null,
    });
  });

  it('takes a preselected reference language from its input', () => {
    expect(startProClone({ referenceLanguage: 'de' }).snapshot().context.referenceLanguage).toBe('de');
  });

  it('switches tabs, changes the name and the language', () => {
    const { actor, snapshot } = startProClone();
    actor.send({ type: 'tab.select', tab: 'upload' });
    actor.send({ type: 'name.change', name: 'Ada' });
    actor.send({ type: 'language.select', language: 'fr' });
    expect(snapshot().context).toMatchObject({ tab: 'upload', name: 'Ada', referenceLanguage: 'fr' });
  });

  it("keeps the recorder's take as a sample named 'Pro Clone'", () => {
    const { actor, snapshot } = startProClone();
    actor.send({ type: 'recording.use', recording: take });
    expect(snapshot().context.recording).toEqual({
      source: 'recording',
      audio: take.audio,
      name: 'Pro Clone',
      durationSeconds: 150,
    });
    actor.send({ type: 'recording.clear' });
    expect(snapshot().context.recording).toBeNull();
  });
});

describe('upload checks', () => {
  it.each([
    ['a video', sampleAudioFile('talk.mp4', 'video/mp4', megabyte), 'Please select an audio file.'],
    ['a file without a type', sampleAudioFile('notes', '', megabyte), 'Please select an audio file.'],
    [
      'a file over 200MB',
      sampleAudioFile('big.wav', 'audio/wav', 200 * megabyte + 1),
      'File too large. Maximum size is 200MB.',
    ],
  ])('refuses %s at once with "%s"', (_, file, text) => {
    const { actor, snapshot, fakes } = startProClone();
    actor.send({ type: 'tab.select', tab: 'upload' });
    actor.send({ type: 'file.choose', file });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.error).toBe(text);
    expect(fakes.pendingCount('probeAudioDuration')).toBe(0);
  });

  it('accepts exactly 200MB and reads its duration', () => {
    const { actor, snapshot, fakes } = startProClone();
    const file = sampleAudioFile('edge.wav', 'audio/wav', 200 * megabyte);
    actor.send({ type: 'file.choose', file });
    expect(snapshot().value).toBe('checkingFile');
    expect(snapshot().context.pendingFile).toBe(file);
    expect(fakes.inputsOf('probeAudioDuration')).toEqual([{ file }]);
  });

  it('keeps a file of 2 to 3 minutes with its duration', async () => {
    const { actor, snapshot, fakes } = startProClone();
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.resolve('probeAudioDuration', 150.5);
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.upload).toEqual({
      source: 'upload',
      audio: goodFile,
      name: 'reference.mp3',
      durationSeconds: 150.5,
    });
    expect(snapshot().context.pendingFile).toBeNull();
    expect(snapshot().context.error).toBeNull();
  });

  it('caps the effective duration of a longer file at 180 seconds', async () => {
    const { actor, snapshot, fakes } = startProClone();
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.resolve('probeAudioDuration', 600);
    expect(snapshot().context.upload?.durationSeconds).toBe(180);
  });

  it('refuses a file under 2 minutes', async () => {
    const { actor, snapshot, fakes } = startProClone();
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.resolve('probeAudioDuration', 119.9);
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.error).toBe('Audio too short. Please upload at least 2 minutes of audio.');
    expect(snapshot().context.upload).toBeNull();
  });

  it('refuses a file whose duration cannot be read', async () => {
    const { actor, snapshot, fakes } = startProClone();
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.reject('probeAudioDuration', new Error('EncodingError'));
    expect(snapshot().context.error).toBe('Could not read audio file. Please try a different file.');
  });

  it.each([Number.NaN, Infinity, 0])('treats a duration of %s as unreadable', async (seconds) => {
    const { actor, snapshot, fakes } = startProClone();
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.resolve('probeAudioDuration', seconds);
    expect(snapshot().context.error).toBe('Could not read audio file. Please try a different file.');
  });

  it('gives up reading after 5 seconds', async () => {
    const { actor, snapshot } = startProClone();
    actor.send({ type: 'file.choose', file: goodFile });
    vi.advanceTimersByTime(4999);
    await settle();
    expect(snapshot().value).toBe('checkingFile');
    vi.advanceTimersByTime(1);
    await settle();
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.error).toBe('Could not read audio file. Please try a different file.');
    expect(snapshot().context.pendingFile).toBeNull();
  });

  it('lets the name and language change while the file is read', () => {
    const { actor, snapshot } = startProClone();
    actor.send({ type: 'file.choose', file: goodFile });
    actor.send({ type: 'name.change', name: 'Ada' });
    actor.send({ type: 'language.select', language: 'it' });
    expect(snapshot().context).toMatchObject({ name: 'Ada', referenceLanguage: 'it' });
  });

  it('a new file replaces the kept one; Upload Different File clears it', async () => {
    const { actor, snapshot, fakes } = startProClone();
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.resolve('probeAudioDuration', 150);
    actor.send({ type: 'file.choose', file: sampleAudioFile('b.wav', 'audio/wav', 10) });
    expect(snapshot().context.upload).toBeNull();
    await fakes.resolve('probeAudioDuration', 170);
    expect(snapshot().context.upload?.name).toBe('b.wav');
    actor.send({ type: 'file.clear' });
    expect(snapshot().context.upload).toBeNull();
  });
});

describe('submit rules, in the spec order', () => {
  it('requires a name first', () => {
    const { actor, snapshot, fakes } = startProClone();
    actor.send({ type: 'name.change', name: '   ' });
    actor.send({ type: 'clone.submit' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.error).toBe('Please enter a name for your voice clone.');
    expect(fakes.pendingCount('saveProClone')).toBe(0);
  });

  it('then a sample', () => {
    const { actor, snapshot } = startProClone();
    actor.send({ type: 'clone.submit' });
    expect(snapshot().context.error).toBe('Please record or upload a voice sample first.');
  });

  it("uses the active tab's sample: a take does not count on the upload tab", () => {
    const { actor, snapshot } = startProClone({ referenceLanguage: 'en' });
    actor.send({ type: 'recording.use', recording: take });
    actor.send({ type: 'tab.select', tab: 'upload' });
    actor.send({ type: 'clone.submit' });
    expect(snapshot().context.error).toBe('Please record or upload a voice sample first.');
  });

  it('then a reference language', () => {
    const { actor, snapshot } = startProClone();
    actor.send({ type: 'recording.use', recording: take });
    actor.send({ type: 'clone.submit' });
    expect(snapshot().context.error).toBe('Please select a reference language.');
  });

  it('then a passed consent (issue 23)', () => {
    const { actor, snapshot, fakes } = startProClone({ referenceLanguage: 'en' });
    actor.send({ type: 'recording.use', recording: take });
    actor.send({ type: 'clone.submit' });
    expect(snapshot().context.error).toBe('Please record your consent before creating a voice.');
    expect(fakes.pendingCount('saveProClone')).toBe(0);
  });

  it('error.dismiss and a tab change clear the message', () => {
    const { actor, snapshot } = startProClone();
    actor.send({ type: 'clone.submit' });
    actor.send({ type: 'error.dismiss' });
    expect(snapshot().context.error).toBeNull();
    actor.send({ type: 'clone.submit' });
    actor.send({ type: 'tab.select', tab: 'upload' });
    expect(snapshot().context.error).toBeNull();
  });

  it('enables Create Voice only with a valid form in editing', () => {
    const { actor, snapshot } = startProClone();
    expect(canSubmitProClone(snapshot())).toBe(false);
    actor.send({ type: 'recording.use', recording: take });
    actor.send({ type: 'language.select', language: 'en' });
    expect(canSubmitProClone(snapshot())).toBe(false);
    actor.send({ type: 'consent.use', consentId: 'consent-1' });
    expect(canSubmitProClone(snapshot())).toBe(true);
    actor.send({ type: 'clone.submit' });
    expect(canSubmitProClone(snapshot())).toBe(false);
  });
});

describe('saving', () => {
  it('sends the trimmed name, language and the sample, and reports progress', async () => {
    const { actor, snapshot, fakes } = readyToSubmit();
    actor.send({ type: 'name.change', name: '  Ada Pro  ' });
    actor.send({ type: 'clone.submit' });
    expect(snapshot().value).toBe('saving');
    expect(snapshot().context).toMatchObject({
      notice: 'Saving pro voice clone...',
      uploadProgress: 0,
      error: null,
    });
    const [input] = fakes.inputsOf('saveProClone') as SaveProCloneInput[];
    expect(input).toEqual({
      name: 'Ada Pro',
      referenceLanguage: 'en',
      consentId: 'consent-1',
      sample: { source: 'recording', audio: take.audio, name: 'Pro Clone', durationSeconds: 150 },
      reportProgress: expect.any(Function),
    });

    input?.reportProgress(42.4);
    expect(snapshot().context.uploadProgress).toBe(42);
    input?.reportProgress(180);
    expect(snapshot().context.uploadProgress).toBe(100);
  });

  it('sends the uploaded file from the upload tab', async () => {
    const { actor, fakes } = startProClone({ referenceLanguage: 'ja', consentId: 'consent-1' });
    actor.send({ type: 'tab.select', tab: 'upload' });
    actor.send({ type: 'file.choose', file: goodFile });
    await fakes.resolve('probeAudioDuration', 200);
    actor.send({ type: 'clone.submit' });
    expect(fakes.inputsOf('saveProClone')).toEqual([
      expect.objectContaining({
        sample: { source: 'upload', audio: goodFile, name: 'reference.mp3', durationSeconds: 180 },
      }),
    ]);
  });

  it('says it saved, keeps the result and emits proClone.saved', async () => {
    const { actor, snapshot, fakes, emitted } = readyToSubmit();
    actor.send({ type: 'clone.submit' });
    await fakes.resolve('saveProClone', { modelId: 'model-1', jobId: 'job-1' });
    expect(snapshot().value).toBe('saved');
    expect(snapshot().context).toMatchObject({
      notice: 'Pro voice clone saved successfully!',
      uploadProgress: 100,
      saved: { modelId: 'model-1', jobId: 'job-1' },
    });
    expect(emitted).toEqual([{ type: 'proClone.saved', clone: { modelId: 'model-1', jobId: 'job-1' } }]);
  });

  it("prefers the server's message when saving fails", async () => {
    const { actor, snapshot, fakes } = readyToSubmit();
    actor.send({ type: 'clone.submit' });
    await fakes.reject('saveProClone', {
      status: 413,
      serverMessage: 'File too large. Maximum size is 200MB.',
    });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({
      error: 'File too large. Maximum size is 200MB.',
      notice: null,
      uploadProgress: null,
    });
    expect(snapshot().context.recording).not.toBeNull();
  });

  it("falls back to 'Failed to save pro voice clone.'", async () => {
    const { actor, snapshot, fakes } = readyToSubmit();
    actor.send({ type: 'clone.submit' });
    await fakes.reject('saveProClone', {
      status: 0,
      serverMessage: null,
      message: 'An unexpected error occurred',
    });
    expect(snapshot().context.error).toBe('Failed to save pro voice clone.');
  });

  it('ignores edits and a second submit while saving, and late progress after', async () => {
    const { actor, snapshot, fakes } = readyToSubmit();
    actor.send({ type: 'clone.submit' });
    actor.send({ type: 'name.change', name: 'Other' });
    actor.send({ type: 'clone.submit' });
    expect(snapshot().context.name).toBe('Pro Clone');
    expect(fakes.inputsOf('saveProClone')).toHaveLength(1);
    const [input] = fakes.inputsOf('saveProClone') as SaveProCloneInput[];
    await fakes.reject('saveProClone', new Error(''));
    input?.reportProgress(50);
    expect(snapshot().context.uploadProgress).toBeNull();
  });

  it('clone.reset starts a fresh form, keeping the language', async () => {
    const { actor, snapshot, fakes } = readyToSubmit();
    actor.send({ type: 'name.change', name: 'Ada' });
    actor.send({ type: 'clone.submit' });
    await fakes.resolve('saveProClone', { modelId: 'model-1', jobId: null });
    actor.send({ type: 'clone.reset' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({
      name: 'Pro Clone',
      referenceLanguage: 'en',
      recording: null,
      saved: null,
      notice: null,
      consentId: null,
    });
  });

  it('a saved voice used up its consent; one passing meanwhile is kept for the next', async () => {
    const { actor, snapshot, fakes } = readyToSubmit();
    actor.send({ type: 'clone.submit' });
    await fakes.resolve('saveProClone', { modelId: 'model-1', jobId: null });
    expect(snapshot().context.consentId).toBeNull();
    actor.send({ type: 'consent.use', consentId: 'consent-2' });
    actor.send({ type: 'clone.reset' });
    expect(snapshot().context.consentId).toBe('consent-2');
  });
});
