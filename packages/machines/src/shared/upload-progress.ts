// The upload-progress event every uploading machine hears (one name, `upload.progress`), the
// `reportProgress` that sends it from an upload actor, the `on` that takes it and its action.
import { assign, type EventObject, type MachineContext } from 'xstate';
import type { ReportProgress } from './audio-sample';

/** Sent back by an upload actor, 0 to 100 (not yet clamped). */
export interface UploadProgressEvent {
  type: 'upload.progress';
  percent: number;
}

export function isUploadProgress(event: EventObject): event is UploadProgressEvent {
  return event.type === 'upload.progress';
}

/** The `reportProgress` of an upload actor's input: each report reaches the machine as `upload.progress`. */
export function reportUploadProgress(self: { send: (event: UploadProgressEvent) => void }): ReportProgress {
  return (percent: number) => self.send({ type: 'upload.progress', percent });
}

/** The `on` of a state that uploads: each report runs the machine's `trackProgress`. */
export const onUploadProgress = { 'upload.progress': { actions: 'trackProgress' } } as const;

/**
 * `trackProgress` for a machine's `setup`: `keep(percent, context)` says which fields hold the
 * reported percent (each machine clamps or scales it its own way). Type arguments are the machine's.
 */
export function trackUploadProgress<TContext extends MachineContext, TEvent extends EventObject>(
  keep: (percent: number, context: TContext) => Partial<TContext>,
) {
  return assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) =>
    isUploadProgress(event) ? keep(event.percent, context) : {},
  );
}
