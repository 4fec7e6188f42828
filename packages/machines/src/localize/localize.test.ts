// The localize wizard on a fake clock (spec part 1 §2 Localize, §4, §5, §8, §9): choosing a video
// (any video; none transcribes without one), the transcription with its upload progress and its
// failure text, editing, the target picker (the source left out, default es), Back, Localize Video
// (needs text) with the job request, the creation failure cleared after 5 s, then the real job
// poll: its texts in the overlay, the failure on step 2 cleared after 5 s, the time-out notice,
// the Result step and /library after 2 s, and 'Localize Another Video' clearing every input. Ours (issue 25): the
// timed rows (change, merge, split at the cursor: at the heard pause near the text's proportion, else at it) and 'Review translation' (its overlay,
// its failure cleared after 5 s, editable translations sent as they are, dropped by a split or another target).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { localizeJobMachine } from './localize-job/localize-job.machine';
import { localizeJobWalkChecks as checks, localizeJobWalkResult } from './localize-job/localize-job.walk';
import { createFakePromiseActors, settle } from '../testing/fake-actors';
import { reachableStateValues } from '../testing/reachable-states';
import { localizeMachine } from './localize.machine';
import { transcriptRows } from './localize.segments';
import { localizeView } from './localize.view';
import {
  localizeMachineWalk,
  localizeWalkFiles as files,
  localizeWalkLanguages as languages,
  localizeWalkRefused,
  localizeWalkReviewRefused,
  localizeWalkSegments as segments,
  localizeWalkTranscription as transcribedText,
  localizeWalkTranslations as translations,
} from './localize.walk';
import type { LocalizeInput } from './localize.types';

function startWizard(input: LocalizeInput = { languages }) {
  const fakes = createFakePromiseActors([
    'transcribeVideo',
    'createLocalizationJob',
    'checkLocalizationJob',
    'cancelLocalizationJob',
    'translateSegments',
  ] as const);
  const goToLibrary = vi.fn();
  const {
    transcribeVideo,
    createLocalizationJob,
    checkLocalizationJob,
    cancelLocalizationJob,
    translateSegments,
  } = fakes.actors;
  const actor = createActor(
    localizeMachine.provide({
      actors: {
        transcribeVideo,
        createLocalizationJob,
        translateSegments,
        localizeJob: localizeJobMachine.provide({
          actors: { checkLocalizationJob, cancelLocalizationJob },
          actions: { goToLibrary: () => goToLibrary() },
        }),
      },
    }),
    { input },
  ).start();
  const snapshot = () => actor.getSnapshot();
  const view = () => localizeView(snapshot());
  return { actor, fakes, goToLibrary, snapshot, view };
}

async function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  await settle();
}

/** A video chosen and transcribed: step 2. */
async function transcribed(input?: LocalizeInput) {
  const started = startWizard(input);
  started.actor.send({ type: 'file.choose', file: files.lecture });
  started.actor.send({ type: 'transcription.start' });
  await started.fakes.resolve('transcribeVideo', { text: transcribedText, videoFile: 'upload-1' });
  return started;
}

/** A video transcribed with timed rows: step 2 shows them. */
async function transcribedWithRows() {
  const started = startWizard();
  started.actor.send({ type: 'file.choose', file: files.lecture });
  started.actor.send({ type: 'transcription.start' });
  await started.fakes.resolve('transcribeVideo', { text: transcribedText, videoFile: 'upload-1', segments });
  return started;
}

/** The job created: the poll runs. */
async function localizing() {
  const started = await transcribed();
  started.actor.send({ type: 'localize.start' });
  await started.fakes.resolve('createLocalizationJob', { jobId: 'job-1' });
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Upload Video', () => {
  it('starts on step 1 with nothing chosen; Transcribe Video needs a file', () => {
    const { actor, fakes, snapshot, view } = startWizard();
    expect(view()).toMatchObject({ step: 'upload', stepNumber: 1, file: null, canTranscribe: false });
    actor.send({ type: 'transcription.start' });
    expect(snapshot().value).toEqual({ upload: 'empty' });
    expect(fakes.pendingCount('transcribeVideo')).toBe(0);
  });

  it('takes any video file for the preview, refuses another file and ignores a cancelled choice', () => {
    const { actor, view } = startWizard();
    actor.send({ type: 'file.choose', file: files.notes });
    expect(view()).toMatchObject({ file: null, error: 'Please select a video file.' });
    actor.send({ type: 'file.choose', file: files.lecture });
    expect(view()).toMatchObject({ file: files.lecture, error: null, canTranscribe: true });
    actor.send({ type: 'file.choose', file: null });
    expect(view().file).toBe(files.lecture);
    actor.send({ type: 'file.choose', file: files.notes });
    expect(view()).toMatchObject({ file: files.lecture, error: 'Please select a video file.' });
  });

  it("uploads with progress under 'Extracting and transcribing audio...', then shows the text on step 2", async () => {
    const { actor, fakes, snapshot, view } = startWizard();
    actor.send({ type: 'file.choose', file: files.lecture });
    actor.send({ type: 'transcription.start' });
    expect(view()).toMatchObject({
      step: 'upload',
      overlay: { text: 'Extracting and transcribing audio...', percent: 0 },
    });
    const [input] = fakes.inputsOf('transcribeVideo') as [
      { file: File; sourceLanguage: string; reportProgress: (percent: number) => void },
    ];
    expect(input).toMatchObject({ file: files.lecture, sourceLanguage: 'auto' });
    input.reportProgress(42.4);
    expect(view().overlay).toMatchObject({
      text: 'Extracting and transcribing audio...',
      percent: 42,
      percentLabel: 'Upload',
      canDismiss: false,
    });
    input.reportProgress(100);
    expect(view().overlay).toMatchObject({ text: 'Extracting and transcribing audio...', percent: null });
    await fakes.resolve('transcribeVideo', { text: transcribedText, videoFile: 'upload-1' });
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(view()).toMatchObject({
      step: 'edit',
      stepNumber: 2,
      transcription: transcribedText,
      targetLanguage: 'es',
      overlay: null,
      canLocalize: true,
    });
  });

  it("says 'Transcription failed. Please try again.' and keeps the file", async () => {
    const { actor, fakes, snapshot, view } = startWizard();
    actor.send({ type: 'file.choose', file: files.lecture });
    actor.send({ type: 'transcription.start' });
    await fakes.reject('transcribeVideo', new Error('Failed to fetch'));
    expect(snapshot().value).toEqual({ upload: 'chosen' });
    expect(view()).toMatchObject({ error: 'Transcription failed. Please try again.', file: files.lecture });
    actor.send({ type: 'transcription.start' });
    expect(view().error).toBeNull();
    expect(fakes.pendingCount('transcribeVideo')).toBe(1);
  });
});

describe('Edit & Localize', () => {
  it('offers every language but the source, default es', async () => {
    const fromAuto = await transcribed();
    expect(fromAuto.view().targetLanguages.map((l) => l.code)).toEqual(['de', 'en', 'es', 'fr', 'hi']);
    const fromEnglish = await transcribed({ languages, sourceLanguage: 'en' });
    expect(fromEnglish.view().targetLanguages.map((l) => l.code)).toEqual(['de', 'es', 'fr', 'hi']);
    fromEnglish.actor.send({ type: 'target.choose', code: 'en' });
    expect(fromEnglish.view().targetLanguage).toBe('es');
    const fromSpanish = await transcribed({ languages, sourceLanguage: 'es' });
    expect(fromSpanish.view().targetLanguage).toBe('de');
  });

  it('edits the text and picks a listed target only', async () => {
    const { actor, view } = await transcribed();
    actor.send({ type: 'text.change', text: 'Hola.' });
    actor.send({ type: 'target.choose', code: 'fr' });
    actor.send({ type: 'target.choose', code: 'sw' });
    expect(view()).toMatchObject({ transcription: 'Hola.', targetLanguage: 'fr' });
  });

  it('needs non-empty text to localize', async () => {
    const { actor, fakes, snapshot, view } = await transcribed();
    actor.send({ type: 'text.change', text: '  \n ' });
    expect(view().canLocalize).toBe(false);
    actor.send({ type: 'localize.start' });
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(fakes.pendingCount('createLocalizationJob')).toBe(0);
  });

  it('Back returns to step 1 with the file', async () => {
    const { actor, snapshot, view } = await transcribed();
    actor.send({ type: 'wizard.back' });
    expect(snapshot().value).toEqual({ upload: 'chosen' });
    expect(view()).toMatchObject({ step: 'upload', file: files.lecture, canTranscribe: true });
  });

  it("creates the job under 'Creating localization job...' with the edited text and target", async () => {
    const { actor, fakes, view } = await transcribed();
    actor.send({ type: 'text.change', text: '  Hello all.  ' });
    actor.send({ type: 'target.choose', code: 'hi' });
    actor.send({ type: 'localize.start' });
    expect(view().overlay).toMatchObject({
      text: 'Creating localization job...',
      percent: null,
      canCancel: false,
    });
    expect(view().editable).toBe(false);
    expect(fakes.inputsOf('createLocalizationJob')).toEqual([
      { videoFile: 'upload-1', sourceLanguage: 'auto', targetLanguage: 'hi', sourceText: 'Hello all.' },
    ]);
  });

  it("says 'Failed to create localization job: ' with the server's message, cleared after 5 s", async () => {
    const { actor, fakes, snapshot, view } = await transcribed();
    actor.send({ type: 'localize.start' });
    await fakes.reject('createLocalizationJob', localizeWalkRefused);
    expect(snapshot().value).toEqual({ edit: 'createFailed' });
    expect(view()).toMatchObject({
      step: 'edit',
      error: 'Failed to create localization job: This needs 42 credits; 10 are left.',
      editable: true,
    });
    await advance(4999);
    expect(view().error).not.toBeNull();
    await advance(1);
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(view().error).toBeNull();
  });

  it("says 'Unknown error' when there is no message, and Localize Video tries again at once", async () => {
    const { actor, fakes, snapshot, view } = await transcribed();
    actor.send({ type: 'localize.start' });
    await fakes.reject('createLocalizationJob', undefined);
    expect(view().error).toBe('Failed to create localization job: Unknown error');
    actor.send({ type: 'localize.start' });
    expect(snapshot().value).toEqual({ edit: 'creatingJob' });
    expect(view().error).toBeNull();
  });
});

describe('timed rows', () => {
  it('shows the transcription as timed rows, each mergeable with the next but the last', async () => {
    const { view } = await transcribedWithRows();
    expect(view()).toMatchObject({ transcription: transcribedText, reviewed: false, canReview: true });
    expect(view().rows).toEqual([
      { ...segments[0], translation: null, canMerge: true },
      { ...segments[1], translation: null, canMerge: false },
    ]);
  });

  it('orders the rows and ends one that runs into the next where the next starts', () => {
    expect(
      transcriptRows([
        { start: 2.4, end: 4.6, text: 'Today we learn about tides.' },
        { start: 0.4, end: 2.6, text: ' Hello everyone. ' },
        { start: 5, end: 5, text: 'Empty stretch.' },
        { start: 5.2, end: 6, text: '...' },
      ]),
    ).toEqual([
      { start: 0.4, end: 2.4, text: 'Hello everyone.' },
      { start: 2.4, end: 4.6, text: 'Today we learn about tides.' },
    ]);
  });

  it('without rows from the server, the plain text is edited as before and there is nothing to review', async () => {
    const { actor, fakes, snapshot, view } = await transcribed();
    expect(view()).toMatchObject({ rows: [], canReview: false });
    actor.send({ type: 'translation.review' });
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(fakes.pendingCount('translateSegments')).toBe(0);
  });

  it('merges a row with the next one: the first start, the second end, both texts', async () => {
    const { actor, view } = await transcribedWithRows();
    actor.send({ type: 'segment.merge', index: 1 });
    expect(view().rows).toHaveLength(2);
    actor.send({ type: 'segment.merge', index: 0 });
    expect(view().rows).toEqual([
      {
        start: 0.4,
        end: 4.6,
        text: 'Hello everyone. Today we learn about tides.',
        translation: null,
        canMerge: false,
      },
    ]);
  });

  it('splits a row at the cursor, sharing its time in proportion to the text on each side', async () => {
    const { actor, view } = await transcribedWithRows();
    // 'Today we learn | about tides.': 14 and 12 characters of 2.1 s.
    actor.send({ type: 'segment.split', index: 1, at: 'Today we learn '.length });
    expect(view().rows.map(({ start, end, text }) => ({ start, end, text }))).toEqual([
      segments[0],
      { start: 2.5, end: 3.631, text: 'Today we learn' },
      { start: 3.631, end: 4.6, text: 'about tides.' },
    ]);
    expect(view().transcription).toBe('Hello everyone.\nToday we learn\nabout tides.');
    // No words on one side of the cursor: nothing to split.
    actor.send({ type: 'segment.split', index: 0, at: 0 });
    expect(view().rows).toHaveLength(3);
  });

  it('splits a merged row back at the pause the transcription heard, to its heard times', async () => {
    const { actor, view } = await transcribedWithRows();
    actor.send({ type: 'segment.merge', index: 0 });
    // The text's proportions point at 1.9 s (15 of 42 characters of 0.4–4.6 s): both rows would meet there; the
    // pause heard is 1.9–2.5 s, so the second row starts at 2.5 s again.
    actor.send({ type: 'segment.split', index: 0, at: 'Hello everyone. '.length });
    expect(view().rows.map(({ start, end, text }) => ({ start, end, text }))).toEqual(segments);
  });

  it('sends the job the edited rows; unedited rows leave the timing to the server', async () => {
    const unedited = await transcribedWithRows();
    unedited.actor.send({ type: 'localize.start' });
    expect(unedited.fakes.inputsOf('createLocalizationJob')[0]).toEqual({
      videoFile: 'upload-1',
      sourceLanguage: 'auto',
      targetLanguage: 'es',
      sourceText: transcribedText,
      segments: undefined,
    });

    const edited = await transcribedWithRows();
    edited.actor.send({ type: 'segment.change', index: 0, text: 'Hi everyone. ' });
    edited.actor.send({ type: 'localize.start' });
    expect(edited.fakes.inputsOf('createLocalizationJob')[0]).toEqual({
      videoFile: 'upload-1',
      sourceLanguage: 'auto',
      targetLanguage: 'es',
      sourceText: 'Hi everyone.\nToday we learn about tides.',
      segments: [{ ...segments[0], text: 'Hi everyone.' }, segments[1]],
    });
  });

  it('an emptied row stops Localize Video and the review', async () => {
    const { actor, fakes, snapshot, view } = await transcribedWithRows();
    actor.send({ type: 'segment.change', index: 1, text: '  ' });
    expect(view()).toMatchObject({ canLocalize: false, canReview: false });
    actor.send({ type: 'localize.start' });
    actor.send({ type: 'translation.review' });
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(fakes.pendingCount('createLocalizationJob') + fakes.pendingCount('translateSegments')).toBe(0);
  });
});

describe('Review translation', () => {
  async function reviewed() {
    const started = await transcribedWithRows();
    started.actor.send({ type: 'translation.review' });
    await started.fakes.resolve('translateSegments', { translations });
    return started;
  }

  it("translates the rows under 'Translating the transcript...', then shows each translation to edit", async () => {
    const { actor, fakes, snapshot, view } = await transcribedWithRows();
    actor.send({ type: 'target.choose', code: 'fr' });
    actor.send({ type: 'translation.review' });
    expect(snapshot().value).toEqual({ edit: 'reviewing' });
    expect(view()).toMatchObject({
      overlay: { text: 'Translating the transcript...', percent: null },
      editable: false,
      canLocalize: false,
    });
    expect(fakes.inputsOf('translateSegments')).toEqual([
      { videoFile: 'upload-1', sourceLanguage: 'auto', targetLanguage: 'fr', segments },
    ]);
    await fakes.resolve('translateSegments', { translations });
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(view()).toMatchObject({ reviewed: true, overlay: null, canLocalize: true });
    expect(view().rows.map((row) => row.translation)).toEqual(translations);
  });

  it('sends the job the translations as the creator left them', async () => {
    const { actor, fakes } = await reviewed();
    actor.send({ type: 'translation.change', index: 1, text: ' Hoy hablamos de las mareas. ' });
    actor.send({ type: 'localize.start' });
    expect(fakes.inputsOf('createLocalizationJob')[0]).toMatchObject({
      segments: [
        { ...segments[0], translation: 'Hola a todos.' },
        { ...segments[1], translation: 'Hoy hablamos de las mareas.' },
      ],
    });
  });

  it('an emptied translation stops Localize Video', async () => {
    const { actor, view } = await reviewed();
    actor.send({ type: 'translation.change', index: 0, text: ' ' });
    expect(view().canLocalize).toBe(false);
  });

  it('a merge joins the translations; a split or another target drops them for a new review', async () => {
    const merged = await reviewed();
    merged.actor.send({ type: 'segment.merge', index: 0 });
    expect(merged.view().rows.map((row) => row.translation)).toEqual([
      'Hola a todos. Hoy aprendemos sobre las mareas.',
    ]);
    const split = await reviewed();
    split.actor.send({ type: 'segment.split', index: 1, at: 6 });
    expect(split.view()).toMatchObject({ reviewed: false });
    const retargeted = await reviewed();
    retargeted.actor.send({ type: 'target.choose', code: 'es' });
    expect(retargeted.view().reviewed).toBe(true);
    retargeted.actor.send({ type: 'target.choose', code: 'fr' });
    expect(retargeted.view().reviewed).toBe(false);
  });

  it("says 'Translation failed: ' with the server's message, cleared after 5 s; the rows stay editable", async () => {
    const { actor, fakes, snapshot, view } = await transcribedWithRows();
    actor.send({ type: 'translation.review' });
    await fakes.reject('translateSegments', localizeWalkReviewRefused);
    expect(snapshot().value).toEqual({ edit: 'reviewFailed' });
    expect(view()).toMatchObject({
      error:
        "Translation failed: You have used this hour's translation allowance of 20,000 characters. Please try again in 12 minutes.",
      editable: true,
      reviewed: false,
    });
    actor.send({ type: 'segment.change', index: 0, text: 'Hi everyone.' });
    await advance(4999);
    expect(view().error).not.toBeNull();
    await advance(1);
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(view()).toMatchObject({ error: null });
    expect(view().rows[0]?.text).toBe('Hi everyone.');
  });
});

describe('the job', () => {
  it("shows 'Localization job created! Processing your video...' until the first answer, then the progress", async () => {
    const { fakes, view } = await localizing();
    expect(view().overlay).toEqual({
      text: 'Localization job created! Processing your video...',
      percent: null,
      percentLabel: 'Localization',
      timeLeft: null,
      canDismiss: true,
      canCancel: true,
    });
    await advance(3000);
    expect(fakes.inputsOf('checkLocalizationJob')).toEqual([{ jobId: 'job-1' }]);
    await fakes.resolve('checkLocalizationJob', checks.translating);
    expect(view().overlay?.text).toBe('Translating sentence 2 of 5...');
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.pending);
    expect(view().overlay?.text).toBe('Processing...');
  });

  it('shows the Result step when completed and goes to /library after 2 s', async () => {
    const { fakes, goToLibrary, view } = await localizing();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.completed);
    expect(view()).toMatchObject({
      step: 'result',
      stepNumber: 3,
      overlay: null,
      notice: 'Localization completed! Redirecting to Library...',
      result: localizeJobWalkResult,
    });
    await advance(2000);
    expect(goToLibrary).toHaveBeenCalledOnce();
  });

  it("'Localize Another Video' clears every input and stays on /localize", async () => {
    const { actor, fakes, goToLibrary, snapshot, view } = await localizing();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.completed);
    actor.send({ type: 'wizard.reset' });
    expect(snapshot().value).toEqual({ upload: 'empty' });
    expect(snapshot().context).toMatchObject({
      file: null,
      uploadPercent: 0,
      videoFile: null,
      transcription: '',
      targetLanguage: 'es',
      jobId: null,
      job: null,
      notice: null,
      error: null,
    });
    await advance(5000);
    expect(goToLibrary).not.toHaveBeenCalled();
    expect(view().step).toBe('upload');
  });

  it("shows 'Localization failed: …' on step 2 until cleared after 5 s; the text stays editable", async () => {
    const { actor, fakes, snapshot, view } = await localizing();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.failed);
    expect(snapshot().value).toEqual({ localizing: 'failed' });
    expect(view()).toMatchObject({
      step: 'edit',
      overlay: null,
      editable: true,
      notice: null,
      error:
        'Localization failed: The built-in voice cannot speak Hindi yet. Please choose another language.',
    });
    actor.send({ type: 'text.change', text: 'Hello.' });
    await advance(5000);
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(view()).toMatchObject({ error: null, transcription: 'Hello.' });
  });

  it('after a failure, Localize Video creates a new job at once', async () => {
    const { actor, fakes, snapshot } = await localizing();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.failedWithoutMessage);
    expect(snapshot().context.error).toBe('Localization failed: Unknown error');
    actor.send({ type: 'localize.start' });
    expect(snapshot().value).toEqual({ edit: 'creatingJob' });
    expect(snapshot().context.error).toBeNull();
  });

  it('after 15 minutes leaves the overlay with its notice on step 2', async () => {
    const { fakes, snapshot, view } = await localizing();
    for (let elapsed = 0; elapsed < 900_000; elapsed += 3000) {
      await advance(3000);
      if (fakes.pendingCount('checkLocalizationJob') > 0) {
        await fakes.resolve('checkLocalizationJob', checks.translating);
      }
    }
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(view()).toMatchObject({
      overlay: null,
      notice: 'Processing is taking longer than expected. Please check your Library page in a few minutes.',
    });
  });
});

describe('a job that does not lock the page (issue 25)', () => {
  it("the overlay shows the job's percentage and time left", async () => {
    const { fakes, view } = await localizing();
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.translating);
    expect(view().overlay).toMatchObject({
      percent: 40,
      percentLabel: 'Localization',
      timeLeft: 'About 2 minutes left',
    });
  });

  it('the overlay put away: the job goes on, step 2 shows its progress and keeps the work; shown again', async () => {
    const { actor, fakes, snapshot, view } = await localizing();
    actor.send({ type: 'overlay.dismiss' });
    expect(snapshot().value).toEqual({ localizing: 'background' });
    expect(view()).toMatchObject({
      step: 'edit',
      overlay: null,
      transcription: transcribedText,
      editable: false,
    });
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.translating);
    expect(view().backgroundJob).toEqual({
      text: 'Translating sentence 2 of 5...',
      percent: 40,
      timeLeft: 'About 2 minutes left',
      canCancel: true,
    });
    actor.send({ type: 'overlay.show' });
    expect(view().overlay).toMatchObject({ text: 'Translating sentence 2 of 5...', percent: 40 });
    actor.send({ type: 'overlay.dismiss' });
    await advance(3000);
    await fakes.resolve('checkLocalizationJob', checks.completed);
    expect(view()).toMatchObject({ step: 'result', result: localizeJobWalkResult });
  });

  it('Cancel (from the overlay or step 2) ends on step 2 with the canceled notice and the work kept', async () => {
    const { actor, fakes, snapshot, view } = await localizing();
    actor.send({ type: 'overlay.dismiss' });
    actor.send({ type: 'job.cancel' });
    expect(fakes.inputsOf('cancelLocalizationJob')).toEqual([{ jobId: 'job-1' }]);
    expect(view().backgroundJob).toMatchObject({ text: 'Canceling...', canCancel: false });
    await fakes.resolve('cancelLocalizationJob', { refundedCredits: 11 });
    expect(snapshot().value).toEqual({ edit: 'editing' });
    expect(view()).toMatchObject({
      overlay: null,
      backgroundJob: null,
      editable: true,
      transcription: transcribedText,
      notice: 'Canceled — your credits for the unfinished part are back.',
    });
  });
});

describe('the walk', () => {
  it('reaches every state the stories show', () => {
    expect(reachableStateValues(localizeMachine, localizeMachineWalk)).toEqual([
      'edit.createFailed',
      'edit.creatingJob',
      'edit.editing',
      'edit.reviewFailed',
      'edit.reviewing',
      'localizing.background',
      'localizing.failed',
      'localizing.processing',
      'localizing.result',
      'transcribing',
      'upload.chosen',
      'upload.empty',
    ]);
  });
});
