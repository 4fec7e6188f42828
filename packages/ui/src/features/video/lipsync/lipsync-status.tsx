// LipsyncStatus: the lip-sync line above the speech page's timeline — 'Please add audio clips to
// the timeline first.' with Dismiss, or 'Lipsync job started! …' until the page moves to /library.
import type { LipsyncStartEvent, LipsyncStartView } from '@twin/machines/video/lipsync-start';
import { Alert } from '../../../components/alert/alert';

export interface LipsyncStatusProps {
  status: LipsyncStartView['status'];
  send: (event: LipsyncStartEvent) => void;
}

export function LipsyncStatus({ status, send }: LipsyncStatusProps) {
  if (!status) return null;
  return (
    <Alert variant={status.kind} data-slot="lipsync-status">
      <span className="flex-1">{status.text}</span>
      {status.kind === 'error' ? (
        <button
          type="button"
          className="cursor-pointer text-xs font-medium underline-offset-2 hover:underline"
          onClick={() => send({ type: 'status.dismiss' })}
        >
          Dismiss
        </button>
      ) : null}
    </Alert>
  );
}
