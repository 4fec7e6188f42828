// LipsyncStartScreen: maps lip-sync start's snapshot to the message above the timeline and the
// video picker; the page puts it beside its timeline. With no videos the picker shows the Upload
// and Record tabs over the bindings of lip-sync start's upload and recorder (`sources`), unless
// the page passes other empty content. Given the timeline's clip count, it tells lip-sync start when
// the clips change, so the message asking for clips leaves once there is one.
import * as React from 'react';
import { useSelector } from '@xstate/react';
import {
  lipsyncStartView,
  type LipsyncEngineKind,
  type LipsyncStartEvent,
  type LipsyncStartSnapshot,
} from '@twin/machines/video/lipsync-start';
import type { VideoRecorderBinding, VideoUploadBinding } from '../video-bindings';
import { LipsyncStatus } from './lipsync-status';
import { VideoPickerDialog } from './video-picker-dialog';
import { VideoPickerSources } from './video-picker-sources';

export interface LipsyncStartScreenProps {
  snapshot: LipsyncStartSnapshot;
  send: (event: LipsyncStartEvent) => void;
  /**
   * The picker's upload and recorder (lip-sync start's children while it has no videos): the
   * Upload and Record tabs show them. Absent or null: the picker's line and link to /video.
   */
  sources?: { upload: VideoUploadBinding; recorder: VideoRecorderBinding } | null;
  /** Other content for the picker when the user has no videos (instead of `sources`' tabs). */
  emptyContent?: React.ReactNode;
  /** The lip-sync engine the server runs, which the confirmation describes; absent or null: nothing said of it. */
  engine?: LipsyncEngineKind | null;
  /** How many clips the timeline holds now; absent: the message asking for clips stays until dismissed. */
  clipCount?: number;
}

export function LipsyncStartScreen({
  snapshot,
  send,
  sources,
  emptyContent,
  engine,
  clipCount,
}: LipsyncStartScreenProps) {
  const view = lipsyncStartView(snapshot);
  React.useEffect(() => {
    if (clipCount !== undefined) send({ type: 'timeline.clipsChanged', clipCount });
  }, [send, clipCount]);
  const tabs =
    sources && view.sourceTab ? (
      <VideoPickerSources
        tab={view.sourceTab}
        onTabChange={(tab) => send({ type: 'tab.select', tab })}
        upload={sources.upload}
        recorder={sources.recorder}
      />
    ) : undefined;
  return (
    <>
      <LipsyncStatus status={view.status} send={send} />
      <VideoPickerDialog view={view} send={send} emptyContent={emptyContent ?? tabs} engine={engine} />
    </>
  );
}

/**
 * The bindings of lip-sync start's upload and recorder while it runs them (no videos yet), for
 * `sources`; null otherwise. Takes the live snapshot of a running lip-sync start.
 */
export function useLipsyncSources(snapshot: LipsyncStartSnapshot): LipsyncStartScreenProps['sources'] {
  const uploadRef = snapshot.children.videoUpload;
  const recorderRef = snapshot.children.videoRecorder;
  const upload = useSelector(uploadRef, (state) => state);
  const recorder = useSelector(recorderRef, (state) => state);
  if (!uploadRef || !recorderRef || !upload || !recorder) return null;
  return {
    upload: { snapshot: upload, send: uploadRef.send },
    recorder: { snapshot: recorder, send: recorderRef.send },
  };
}
