// The real library and lip-sync start machines with pretend effects, for flow stories: job lists
// that answer after a short pause (a running job completes on the next fetch; the localization
// list can fail, which the page tolerates), videos for the picker (a later load may
// answer otherwise: after an upload in the picker), the picker's upload and camera (the /video
// fakes), a mix and a start call that succeed or fail with the server's message. Delays stay the
// spec's, but for the video checks (./video-fake-machines.ts).
import { libraryMachine, type LibraryJobRecord } from '@twin/machines/library';
import {
  lipsyncStartMachine,
  type CompositeAudio,
  type CompositeAudioInput,
  type LipsyncVideo,
  type StartedLipsync,
  type StartLipsyncInput,
} from '@twin/machines/video/lipsync-start';
import { fromPromise } from 'xstate';
import { storyVideos } from './library-fixtures';
import { storyVideoRecorderMachine, storyVideoUploadMachine } from './video-fake-machines';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StoryLibraryOptions {
  /** Lip-sync jobs per fetch: the last entry repeats. */
  lipsyncAnswers: readonly (readonly LibraryJobRecord[])[];
  /** Localization jobs, or null for a list that fails (a 404). */
  localizationJobs?: readonly LibraryJobRecord[] | null;
  /** Called with each fetch's number, from 1. */
  onFetch?: (count: number) => void;
}

export function storyLibraryMachine({
  lipsyncAnswers,
  localizationJobs = null,
  onFetch,
}: StoryLibraryOptions) {
  let fetches = 0;
  return libraryMachine.provide({
    actors: {
      loadLipsyncJobs: fromPromise<LibraryJobRecord[], void>(async () => {
        fetches += 1;
        onFetch?.(fetches);
        await pause(120);
        return [...(lipsyncAnswers[Math.min(fetches, lipsyncAnswers.length) - 1] ?? [])];
      }),
      loadLocalizationJobs: fromPromise<LibraryJobRecord[], void>(async () => {
        await pause(60);
        if (localizationJobs === null) throw Object.assign(new Error('Not Found'), { status: 404 });
        return [...localizationJobs];
      }),
    },
    actions: { logError: () => {} },
  });
}

export interface StoryLipsyncOptions {
  videos?: readonly LipsyncVideo[];
  /** The videos of the second load on (after an upload or a recording in the picker); else `videos`. */
  laterVideos?: readonly LipsyncVideo[];
  /** The mix fails. */
  mixFails?: boolean;
  /** The start call fails with this server message (the server's route may not exist yet). */
  startError?: string;
  goToLibrary?: () => void;
}

export function storyLipsyncStartMachine({
  videos = storyVideos(true),
  laterVideos = videos,
  mixFails = false,
  startError,
  goToLibrary = () => {},
}: StoryLipsyncOptions = {}) {
  let loads = 0;
  return lipsyncStartMachine.provide({
    actors: {
      loadVideos: fromPromise<LipsyncVideo[], void>(async () => {
        loads += 1;
        await pause(150);
        return [...(loads === 1 ? videos : laterVideos)];
      }),
      videoUpload: storyVideoUploadMachine(),
      videoRecorder: storyVideoRecorderMachine(),
      createCompositeAudio: fromPromise<CompositeAudio, CompositeAudioInput>(async () => {
        await pause(250);
        if (mixFails) throw new Error('Could not decode clip-2');
        return { mixedAudioUrl: '/api/audio/story-mix' };
      }),
      startLipsync: fromPromise<StartedLipsync, StartLipsyncInput>(async () => {
        await pause(250);
        if (startError)
          throw Object.assign(new Error(startError), { status: 404, serverMessage: startError });
        return { jobId: 'job-story' };
      }),
    },
    actions: { goToLibrary: () => goToLibrary() },
  });
}
