// VoiceFormStatus: what a voice form's machine says above its actions — the error, the notice
// (with a spinner while busy) and, while busy uploading, the upload progress bar.
import { ErrorMessage, NoticeMessage } from '../../../components/status-message/status-messages';
import { UploadProgress } from '../shared/upload-progress';

export interface VoiceFormStatusProps {
  error: string | null;
  notice: string | null;
  /** Saving or starting: the notice is in progress and the progress bar shows. */
  busy: boolean;
  /** 0–100 (the machine's uploadProgress). */
  uploadProgress: number | null;
}

export function VoiceFormStatus({ error, notice, busy, uploadProgress }: VoiceFormStatusProps) {
  return (
    <>
      <ErrorMessage text={error} />
      <NoticeMessage text={notice} busy={busy} />
      <UploadProgress percent={busy ? uploadProgress : null} />
    </>
  );
}
