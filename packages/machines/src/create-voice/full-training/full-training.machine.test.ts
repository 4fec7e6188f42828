// The full training screen against fake actors on a fake clock: adding files one duration at a
// time, refused and unreadable files, the metadata timeout, removal, 'Recording-n' takes from the
// modal, the start rules and starting with progress, success and the server's message (§5, §8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../../testing/fake-actors';
import type { Recording } from '../../shared/audio-sample';
import { sampleAudioFile } from '../../shared/sample-audio-file';
import { canStartTraining, fullTrainingMachine } from './full-training.machine';
import type { FullTrainingEmitted, StartVoiceTrainingInput } from './full-training.types';

const lecture = sampleAudioFile('lecture.wav', 'audio/wav', 10);
const podcast = sampleAudioFile('podcast.mp3', 'audio/mpeg', 10);
const slides = sampleAudioFile('slides.pdf', 'application/pdf', 10);
const take = (seconds: number): Recording => ({
  audio: new Blob(['t']),
  mimeType: 'audio/webm',
  durationSeconds: seconds,
});

function startTraining() {
  const fakes = createFakePromiseActors(['probeAudioDuration', 'startVoiceTraining'] as const);
  const actor = createActor(fullTrainingMachine.provide({ actors: fakes.actors }));
  const emitted: FullTrainingEmitted[] = [];
  actor.on('fullTraining.started', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, emitted, snapshot: () => actor.getSnapshot() };
}

/** Model name set and 40 minutes of audio in the list. */
async function readyToStart() {
  const training = startTraining();
  training.actor.send({ type: 'modelName.change', name: ' Ada Full ' });
  training.actor.send({ type: 'files.add', files: [lecture] });
  await training.fakes.resolve('probeAudioDuration', 2400);
  return training;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('files', () => {
  it('starts with an empty list', () => {
    const { snapshot } = startTraining();
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({
      modelName: '',
      files: [],
      queue: [],
      fileCount: 0,
      recordingCount: 0,
      uploadProgress: null,
      error: null,
      notice: null,
      jobId: null,
    });
  });

  it('reads the duration of each added file in turn and lists them', async () => {
    const { actor, snapshot, fakes } = startTraining();
    actor.send({ type: 'files.add', files: [lecture, podcast] });
    expect(snapshot().value).toBe('addingFiles');
    expect(fakes.inputsOf('probeAudioDuration')).toEqual([{ file: lecture }]);

    await fakes.resolve('probeAudioDuration', 1200);
    expect(snapshot().value).toBe('addingFiles');
    expect(fakes.inputsOf('probeAudioDuration')).toEqual([{ file: lecture }, { file: podcast }]);

    await fakes.resolve('probeAudioDuration', 900.5);
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.files).toEqual([
      { id: 'file-1', name: 'lecture.wav', audio: lecture, durationSeconds: 1200, source: 'upload' },
      { id: 'file-2', name: 'podcast.mp3', audio: podcast, durationSeconds: 900.5, source: 'upload' },
    ]);
    expect(snapshot().context.queue).toEqual([]);
  });

  it('refuses files that are not WAV, MP3, M4A or MP4, keeping the others', async () => {
    const { actor, snapshot, fakes } = startTraining();
    actor.send({ type: 'files.add', files: [slides] });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.error).toBe('Please select an audio file.');
    expect(fakes.pendingCount('probeAudioDuration')).toBe(0);

    actor.send({ type: 'files.add', files: [slides, lecture] });
    expect(snapshot().value).toBe('addingFiles');
    expect(snapshot().context.queue).toEqual([lecture]);
    expect(snapshot().context.error).toBe('Please select an audio file.');
  });

  it('accepts more files while reading, and takes them next', async () => {
    const { actor, snapshot, fakes } = startTraining();
    actor.send({ type: 'files.add', files: [lecture] });
    actor.send({ type: 'files.add', files: [podcast] });
    await fakes.resolve('probeAudioDuration', 100);
    expect(snapshot().value).toBe('addingFiles');
    await fakes.resolve('probeAudioDuration', 200);
    expect(snapshot().context.files.map((file) => file.name)).toEqual(['lecture.wav', 'podcast.mp3']);
  });

  it('skips an unreadable file with the text and goes on with the next', async () => {
    const { actor, snapshot, fakes } = startTraining();
    actor.send({ type: 'files.add', files: [lecture, podcast] });
    await fakes.reject('probeAudioDuration', new Error('EncodingError'));
    expect(snapshot().value).toBe('addingFiles');
    expect(snapshot().context.error).toBe('Could not read audio file. Please try a different file.');
    await fakes.resolve('probeAudioDuration', 300);
    expect(snapshot().context.files.map((file) => file.name)).toEqual(['podcast.mp3']);
  });

  it('skips a file whose duration is not a positive number', async () => {
    const { actor, snapshot, fakes } = startTraining();
    actor.send({ type: 'files.add', files: [lecture] });
    await fakes.resolve('probeAudioDuration', Number.NaN);
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.files).toEqual([]);
    expect(snapshot().context.error).toBe('Could not read audio file. Please try a different file.');
  });

  it('skips the last file when an unreadable one is last', async () => {
    const { actor, snapshot, fakes } = startTraining();
    actor.send({ type: 'files.add', files: [lecture] });
    await fakes.reject('probeAudioDuration', new Error('EncodingError'));
    expect(snapshot().value).toBe('editing');
  });

  it('gives up on a file after 5 seconds and reads the next', async () => {
    const { actor, snapshot, fakes } = startTraining();
    actor.send({ type: 'files.add', files: [lecture, podcast] });
    vi.advanceTimersByTime(5000);
    await settle();
    expect(snapshot().value).toBe('addingFiles');
    expect(snapshot().context.error).toBe('Could not read audio file. Please try a different file.');
    expect(fakes.inputsOf('probeAudioDuration')).toEqual([{ file: lecture }, { file: podcast }]);
    vi.advanceTimersByTime(5000);
    await settle();
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.queue).toEqual([]);
  });

  it('removes a file by id, also while reading another', async () => {
    const { actor, snapshot, fakes } = startTraining();
    actor.send({ type: 'files.add', files: [lecture, podcast] });
    await fakes.resolve('probeAudioDuration', 100);
    actor.send({ type: 'file.remove', id: 'file-1' });
    expect(snapshot().context.files).toEqual([]);
    await fakes.resolve('probeAudioDuration', 200);
    actor.send({ type: 'file.remove', id: 'file-9' });
    expect(snapshot().context.files.map((file) => file.id)).toEqual(['file-2']);
    actor.send({ type: 'file.remove', id: 'file-2' });
    expect(snapshot().context.files).toEqual([]);
  });
});

describe('the Record Audio modal', () => {
  it("opens, and Stop & Save adds the take as 'Recording-1', then 'Recording-2'", () => {
    const { actor, snapshot } = startTraining();
    actor.send({ type: 'recordingModal.open' });
    expect(snapshot().value).toBe('recordingAudio');
    actor.send({ type: 'recording.save', recording: take(600) });
    expect(snapshot().value).toBe('editing');
    actor.send({ type: 'recordingModal.open' });
    actor.send({ type: 'recording.save', recording: take(300) });
    expect(snapshot().context.files).toEqual([
      {
        id: 'file-1',
        name: 'Recording-1',
        audio: expect.any(Blob),
        durationSeconds: 600,
        source: 'recording',
      },
      {
        id: 'file-2',
        name: 'Recording-2',
        audio: expect.any(Blob),
        durationSeconds: 300,
        source: 'recording',
      },
    ]);
  });

  it('keeps numbering takes after one is removed', () => {
    const { actor, snapshot } = startTraining();
    actor.send({ type: 'recordingModal.open' });
    actor.send({ type: 'recording.save', recording: take(60) });
    actor.send({ type: 'file.remove', id: 'file-1' });
    actor.send({ type: 'recordingModal.open' });
    actor.send({ type: 'recording.save', recording: take(60) });
    expect(snapshot().context.files.map((file) => [file.id, file.name])).toEqual([['file-2', 'Recording-2']]);
  });

  it('closes without adding anything', () => {
    const { actor, snapshot } = startTraining();
    actor.send({ type: 'recordingModal.open' });
    const closed = vi.fn();
    actor.on('fullTraining.recordingClosed', closed);
    actor.send({ type: 'recordingModal.close' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.files).toEqual([]);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('ignores a take outside the modal', () => {
    const { actor, snapshot } = startTraining();
    actor.send({ type: 'recording.save', recording: take(60) });
    expect(snapshot().context.files).toEqual([]);
  });
});

describe('starting the training', () => {
  it('needs 30 minutes of audio, then a model name', async () => {
    const { actor, snapshot, fakes } = startTraining();
    actor.send({ type: 'training.start' });
    expect(snapshot().context.error).toBe('Please upload at least 30 minutes of audio.');
    actor.send({ type: 'files.add', files: [lecture] });
    await fakes.resolve('probeAudioDuration', 1800);
    actor.send({ type: 'training.start' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.error).toBe('Please enter a name for your voice clone.');
    expect(fakes.pendingCount('startVoiceTraining')).toBe(0);
    actor.send({ type: 'error.dismiss' });
    expect(snapshot().context.error).toBeNull();
  });

  it('enables Start Training only when the rules pass, in editing', async () => {
    const { actor, snapshot } = await readyToStart();
    expect(canStartTraining(snapshot())).toBe(true);
    actor.send({ type: 'file.remove', id: 'file-1' });
    expect(canStartTraining(snapshot())).toBe(false);
  });

  it('uploads the files with the trimmed name, reporting progress', async () => {
    const { actor, snapshot, fakes } = await readyToStart();
    actor.send({ type: 'training.start' });
    expect(snapshot().value).toBe('starting');
    expect(snapshot().context).toMatchObject({
      notice: 'Starting voice training...',
      uploadProgress: 0,
      error: null,
    });
    const [input] = fakes.inputsOf('startVoiceTraining') as StartVoiceTrainingInput[];
    expect(input).toEqual({
      modelName: 'Ada Full',
      files: snapshot().context.files,
      reportProgress: expect.any(Function),
    });
    input?.reportProgress(33.3);
    expect(snapshot().context.uploadProgress).toBe(33);
    expect(canStartTraining(snapshot())).toBe(false);
  });

  it('says it started, keeps the job id and emits fullTraining.started', async () => {
    const { actor, snapshot, fakes, emitted } = await readyToStart();
    actor.send({ type: 'training.start' });
    await fakes.resolve('startVoiceTraining', { jobId: 'job-3' });
    expect(snapshot().value).toBe('started');
    expect(snapshot().context).toMatchObject({
      notice: 'Training started! This will take several minutes...',
      jobId: 'job-3',
      uploadProgress: 100,
    });
    expect(emitted).toEqual([{ type: 'fullTraining.started', jobId: 'job-3', modelName: 'Ada Full' }]);
  });

  it("prefers the server's message, else 'Failed to start voice training.'", async () => {
    const { actor, snapshot, fakes } = await readyToStart();
    actor.send({ type: 'training.start' });
    await fakes.reject('startVoiceTraining', {
      status: 422,
      serverMessage: 'Please upload at least 30 minutes of audio.',
    });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({
      error: 'Please upload at least 30 minutes of audio.',
      notice: null,
      uploadProgress: null,
    });
    actor.send({ type: 'training.start' });
    await fakes.reject('startVoiceTraining', undefined);
    expect(snapshot().context.error).toBe('Failed to start voice training.');
    expect(snapshot().context.files).toHaveLength(1);
  });

  it('training.reset sets up a new training', async () => {
    const { actor, snapshot, fakes } = await readyToStart();
    actor.send({ type: 'training.start' });
    await fakes.resolve('startVoiceTraining', { jobId: 'job-3' });
    actor.send({ type: 'training.reset' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({ files: [], modelName: '', jobId: null, notice: null });
  });
});
