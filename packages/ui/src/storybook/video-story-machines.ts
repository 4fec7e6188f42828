// The /video machines Storybook catalogues (spread into ./story-machines.ts): the upload, the
// recorder and the page, each with its graph walk, so the story-coverage test demands a story per
// reachable state, and the context a state story starts from.
import {
  videoPageMachineWalk,
  videoRecorderMachineWalk,
  videoUploadMachineWalk,
  type MachineWalk,
} from '@twin/machines/testing';
import { videoPageMachine, type VideoPageMachine } from '@twin/machines/video/video-page';
import {
  videoRecorderMachine,
  videoRecorderMaxSeconds,
  type VideoRecorderMachine,
} from '@twin/machines/video/video-recorder';
import {
  maxVideoStatusChecks,
  videoUploadMachine,
  type VideoUploadMachine,
} from '@twin/machines/video/video-upload';
import { createActor, type AnyStateMachine, type ContextFrom } from 'xstate';

export interface VideoStoryMachineMap {
  videoUpload: VideoUploadMachine;
  videoRecorder: VideoRecorderMachine;
  videoPage: VideoPageMachine;
}

interface Entry<TMachine extends AnyStateMachine> {
  machine: TMachine;
  walk: MachineWalk<TMachine>;
  defaultContext: ContextFrom<TMachine>;
}

export const videoStoryMachines: { [Name in keyof VideoStoryMachineMap]: Entry<VideoStoryMachineMap[Name]> } =
  {
    videoUpload: {
      machine: videoUploadMachine,
      walk: videoUploadMachineWalk,
      defaultContext: {
        accept: 'video-page',
        files: [],
        fileProgress: [],
        videoIds: [],
        checks: 0,
        maxChecks: maxVideoStatusChecks,
        progress: 0,
        notice: null,
        error: null,
      },
    },
    videoRecorder: {
      machine: videoRecorderMachine,
      walk: videoRecorderMachineWalk,
      defaultContext: {
        maxSeconds: videoRecorderMaxSeconds,
        elapsedSeconds: 0,
        preview: null,
        recording: null,
        videoIds: [],
        checks: 0,
        maxChecks: maxVideoStatusChecks,
        progress: 0,
        notice: null,
        error: null,
      },
    },
    videoPage: {
      machine: videoPageMachine,
      walk: videoPageMachineWalk,
      // Children that never start: the page stories show their own states only.
      defaultContext: {
        upload: createActor(videoUploadMachine, { input: {} }),
        recorder: createActor(videoRecorderMachine, { input: {} }),
        tab: 'library',
        videos: [],
        videosError: null,
      },
    },
  };
