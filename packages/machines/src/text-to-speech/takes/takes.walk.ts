// Sample events for walking the Takes panel: the list's three answers (takes, none, a failure), a reload after a
// generation, Add to Timeline, Delete of a take on the timeline and of one not, confirm and cancel, the delete's
// two answers.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { Take, TakesMachine } from './takes.machine';

export const walkTake = (id: string, text: string): Take => ({
  id,
  text,
  voiceName: 'My voice',
  durationSeconds: 2.4,
  createdAt: '2026-11-28T07:05:00Z',
  audioUrl: `/api/media/speech/${id}.wav`,
  clip: { id: `clip-${id}`, url: `/api/audio/speech/${id}.wav`, name: text, duration: 2.4 },
});

export const takesMachineWalk: MachineWalk<TakesMachine> = {
  events: [
    actorDone('loadTakes', [walkTake('t2', 'Second take.'), walkTake('t1', 'First take.')]),
    actorDone('loadTakes', []),
    actorFailed('loadTakes', new TypeError('Failed to fetch')),
    { type: 'takes.reload' },
    { type: 'take.add', takeId: 't1' },
    { type: 'take.delete', takeId: 't2', onTimeline: true },
    { type: 'take.delete', takeId: 't1', onTimeline: false },
    { type: 'take.confirm' },
    { type: 'take.cancel' },
    actorDone('deleteTake', undefined),
    actorFailed('deleteTake', new TypeError('Failed to fetch')),
  ],
};
