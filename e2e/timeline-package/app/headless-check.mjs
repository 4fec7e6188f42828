// The outside app's use of @twin/timeline/headless in Node, without React or a DOM: two clips
// selected and moved as one step, then one undo; prints each clip's start (s) after each step.
import { createActor } from 'xstate';
import { clipFromSeconds, clipToSeconds, secondsToSamples, timelineMachine } from '@twin/timeline/headless';

/** @param {string} id @param {number} startTime */
const clip = (id, startTime) =>
  clipFromSeconds({
    id,
    type: 'tts',
    url: 'data:,',
    name: id,
    startTime,
    duration: 1,
    originalStartOffset: 0,
    originalDuration: 1,
  });

const actor = createActor(timelineMachine, { input: { clips: [clip('a', 0), clip('b', 2)] } }).start();
const starts = () =>
  Object.fromEntries(actor.getSnapshot().context.clips.map((c) => [c.id, clipToSeconds(c).startTime]));
const steps = [starts()];
actor.send({ type: 'selection.set', clipIds: ['a', 'b'] });
actor.send({ type: 'clip.move.commit', clipId: 'b', startSample: secondsToSamples(3) });
steps.push(starts());
actor.send({ type: 'history.undo' });
steps.push(starts());
actor.stop();
console.log(JSON.stringify(steps));
