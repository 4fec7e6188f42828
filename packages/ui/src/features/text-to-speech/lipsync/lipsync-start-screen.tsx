// LipsyncStartScreen: maps lip-sync start's snapshot to the message above the timeline and the
// video picker; the page puts it beside its timeline and passes the picker's empty content.
import * as React from 'react';
import {
  lipsyncStartView,
  type LipsyncStartEvent,
  type LipsyncStartSnapshot,
} from '@twin/machines/lipsync-start';
import { LipsyncStatus } from './lipsync-status';
import { VideoPickerDialog } from './video-picker-dialog';

export interface LipsyncStartScreenProps {
  snapshot: LipsyncStartSnapshot;
  send: (event: LipsyncStartEvent) => void;
  /** The picker's content when the user has no videos (the upload and record panels). */
  emptyContent?: React.ReactNode;
  /** The engine's note on the confirmation; null hides it. */
  engineNote?: string | null;
}

export function LipsyncStartScreen({ snapshot, send, emptyContent, engineNote }: LipsyncStartScreenProps) {
  const view = lipsyncStartView(snapshot);
  return (
    <>
      <LipsyncStatus status={view.status} send={send} />
      <VideoPickerDialog view={view} send={send} emptyContent={emptyContent} engineNote={engineNote} />
    </>
  );
}
