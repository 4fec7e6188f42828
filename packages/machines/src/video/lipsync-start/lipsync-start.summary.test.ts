// What the Create Video confirmation says before the credits are spent: the timeline's length, its cost as the
// server charges it (the same rounding as its tokensForSeconds), a video shorter than the audio looped, the engine's
// note in creators' words (never a setting's name) and the chosen video's face; and the view over a running actor.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../../testing/fake-actors';
import { lipsyncStartMachine } from './lipsync-start.machine';
import {
  lipsyncCredits,
  lipsyncEngineNote,
  lipsyncFaceWarning,
  lipsyncSummary,
  timelineSeconds,
} from './lipsync-start.summary';
import { lipsyncStartView } from './lipsync-start.view';
import { lipsyncWalkClips as clips, lipsyncWalkVideos as videos } from './lipsync-start.walk';

const clip = (startTime: number, duration: number) => ({ ...clips[0]!, startTime, duration });

describe('the result’s length and cost', () => {
  it('is the timeline’s end, leaving out clips of no length', () => {
    expect(timelineSeconds(clips)).toBe(7.5);
    expect(timelineSeconds([clip(0, 2), clip(9, 0)])).toBe(2);
    expect(timelineSeconds([])).toBe(0);
  });

  it('costs 1 credit per second, rounded up as the server does, at least 1', () => {
    expect([0.2, 1, 4.0000001, 4.0006, 7.5, 60].map(lipsyncCredits)).toEqual([1, 1, 4, 5, 8, 60]);
  });

  it('says a video shorter than the audio will be looped', () => {
    expect(lipsyncSummary(clips, { duration: 42 })).toEqual({ seconds: 7.5, credits: 8, looped: false });
    expect(lipsyncSummary(clips, { duration: 5 }).looped).toBe(true);
    expect(lipsyncSummary(clips, { duration: 7.48 }).looped).toBe(false);
    expect(lipsyncSummary(clips, { duration: null }).looped).toBe(false);
  });
});

describe('the notes', () => {
  it('describes each engine in creators’ words, naming no setting', () => {
    expect(lipsyncEngineNote('face')).toMatch(/lips and jaw .* animated/);
    expect(lipsyncEngineNote('mux')).toMatch(/lips will not move/);
    expect(lipsyncEngineNote('http')).toBeNull();
    expect(lipsyncEngineNote(null)).toBeNull();
    for (const engine of ['face', 'mux'] as const) {
      expect(lipsyncEngineNote(engine)).not.toMatch(/[A-Z]{3,}_[A-Z]+|URL/);
    }
  });

  it('warns when the chosen video has no usable face, unless the engine moves no lips anyway', () => {
    expect(lipsyncFaceWarning({ faceCheck: 'no_face' }, 'face')).toMatch(/No face was found/);
    expect(lipsyncFaceWarning({ faceCheck: 'several_faces' }, 'http')).toMatch(/Several faces/);
    expect(lipsyncFaceWarning({ faceCheck: 'face_too_small' }, 'face')).toMatch(/too small/);
    expect(lipsyncFaceWarning({ faceCheck: 'no_face' }, 'mux')).toBeNull();
    expect(lipsyncFaceWarning({ faceCheck: 'ready' }, 'face')).toBeNull();
    expect(lipsyncFaceWarning({ faceCheck: null }, 'face')).toBeNull();
    // Issue 23: one clear face that is not the consent face, or no camera consent yet; a match says nothing.
    expect(lipsyncFaceWarning({ faceCheck: 'ready', consentFace: 'differs' }, 'face')).toMatch(
      /does not match your consent recording/,
    );
    expect(lipsyncFaceWarning({ faceCheck: 'ready', consentFace: 'no_consent_face' }, 'http')).toMatch(
      /Record your consent with your camera/,
    );
    expect(lipsyncFaceWarning({ faceCheck: 'ready', consentFace: 'matches' }, 'face')).toBeNull();
    expect(lipsyncFaceWarning({ faceCheck: 'ready', consentFace: 'differs' }, 'mux')).toBeNull();
    expect(lipsyncFaceWarning({}, 'face')).toBeNull();
  });
});

describe('the view', () => {
  it('gives the summary of the chosen video on the confirmation, and none before', async () => {
    const fakes = createFakePromiseActors(['loadVideos', 'createCompositeAudio', 'startLipsync'] as const);
    const actor = createActor(lipsyncStartMachine.provide({ actors: fakes.actors })).start();
    actor.send({ type: 'lipsync.open', clips });
    await fakes.resolve('loadVideos', [...videos, { ...videos[0]!, id: 'short', duration: 3 }]);
    expect(lipsyncStartView(actor.getSnapshot()).summary).toBeNull();
    actor.send({ type: 'video.choose', videoId: 'short' });
    expect(lipsyncStartView(actor.getSnapshot()).summary).toEqual({ seconds: 7.5, credits: 8, looped: true });
    actor.send({ type: 'confirmation.cancel' });
    actor.send({ type: 'video.choose', videoId: 'video-1' });
    expect(lipsyncStartView(actor.getSnapshot()).summary).toEqual({
      seconds: 7.5,
      credits: 8,
      looped: false,
    });
  });
});
