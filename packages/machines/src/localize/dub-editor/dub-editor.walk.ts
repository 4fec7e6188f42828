// Sample events for walking the dubbing editor's graph (issue 25): segments loaded (with and without a running
// regeneration), a load that fails, an edit and Regenerate (also of an unedited segment, refused), the start
// answered or refused, status answers running, completed and failed (with and without words), a status call that
// fails; the 3 s timer bare.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { DubEditorMachine } from './dub-editor.machine';
import type { DubSegments, RegenerationCheck } from './dub-editor.types';

export const dubEditorWalkSegments: DubSegments = {
  segments: [
    {
      index: 0,
      text: 'Welcome to the lesson about the sun.',
      sourceStart: 0.5,
      sourceEnd: 2.6,
      translation: 'Bienvenido a la lección sobre el sol.',
      tempo: 1.12,
      videoStretch: 1,
    },
    {
      index: 1,
      text: 'The sun is a star.',
      sourceStart: 4.6,
      sourceEnd: 5.9,
      translation: 'El sol es una estrella.',
      tempo: 1,
      videoStretch: 1,
    },
  ],
  regeneration: null,
};

export const dubEditorWalkChecks = {
  running: {
    id: 'regen-1',
    segmentIndex: 1,
    status: 'processing',
    progress: 'Speaking the new sentence...',
    errorMessage: null,
  },
  completed: { id: 'regen-1', segmentIndex: 1, status: 'completed', progress: null, errorMessage: null },
  failed: {
    id: 'regen-1',
    segmentIndex: 1,
    status: 'failed',
    progress: null,
    errorMessage:
      'The new sentence takes too long to say in its place, even spoken a little faster. Please shorten it and try again.',
  },
  failedWithoutWords: {
    id: 'regen-1',
    segmentIndex: 1,
    status: 'failed',
    progress: null,
    errorMessage: null,
  },
} satisfies Record<string, RegenerationCheck>;

export const dubEditorMachineWalk: MachineWalk<DubEditorMachine> = {
  inputs: [{ jobId: 'job-1' }],
  events: [
    actorDone('loadDubSegments', dubEditorWalkSegments),
    actorDone('loadDubSegments', { ...dubEditorWalkSegments, regeneration: dubEditorWalkChecks.running }),
    actorFailed('loadDubSegments', new Error('Failed to fetch')),
    { type: 'editor.retry' },
    { type: 'segment.edit', index: 1, translation: 'El sol es grande.' },
    { type: 'segment.regenerate', index: 1 },
    { type: 'segment.regenerate', index: 0 },
    actorDone('startRegeneration', { regenerationId: 'regen-1' }),
    actorFailed('startRegeneration', new Error('A sentence of this video is already being spoken again.')),
    ...Object.values(dubEditorWalkChecks).map((check) => actorDone('checkRegeneration', check)),
    actorFailed('checkRegeneration', new Error('Failed to fetch')),
  ],
  // Two answers are enough to show every text; one result replaced is enough to show the notice.
  filterEvents: (snapshot, event) =>
    (snapshot.context.checks < 2 || !/^xstate\.(done|error)\.actor\.checkRegeneration/.test(event.type)) &&
    (snapshot.context.resultVersion < 1 || event.type !== 'segment.regenerate'),
};
