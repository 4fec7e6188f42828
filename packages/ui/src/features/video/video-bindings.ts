// The /video machines as the video views receive them: a snapshot and the function that sends it
// events (the page's child actors in the studio, resolved snapshots and spies in stories).
import type { VideoPageEvent, VideoPageSnapshot } from '@twin/machines/video/video-page';
import type { VideoRecorderEvent, VideoRecorderSnapshot } from '@twin/machines/video/video-recorder';
import type { VideoUploadEvent, VideoUploadSnapshot } from '@twin/machines/video/video-upload';
import type { MachineBinding } from '../../lib/machine-binding';

export type VideoUploadBinding = MachineBinding<VideoUploadSnapshot, VideoUploadEvent>;
export type VideoRecorderBinding = MachineBinding<VideoRecorderSnapshot, VideoRecorderEvent>;
export type VideoPageBinding = MachineBinding<VideoPageSnapshot, VideoPageEvent>;
