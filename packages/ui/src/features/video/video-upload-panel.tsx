// VideoUploadPanel: the Upload Video tab as the video upload machine sees it — a drop zone (drag
// and drop, or a file picker reachable by keyboard) for MP4, WebM, MOV and AVI up to 100MB (in
// the speech page's video picker, whose upload takes `accept: 'picker'`, one video of any type); the
// chosen files with their sizes, per-file progress while sending and a remove button; Upload; then
// the bar through sending and processing with the machine's texts. Reused by the speech page's
// video picker.
import { FileVideoIcon, RotateCcwIcon, UploadIcon, XIcon } from 'lucide-react';
import {
  videoFileAcceptFor,
  videoUploadDisplayedLimitMb,
  type VideoUploadSnapshot,
} from '@twin/machines/video/video-upload';
import { Button } from '../../components/button/button';
import { Progress } from '../../components/progress/progress';
import { Spinner } from '../../components/spinner/spinner';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { cn } from '../../lib/cn';
import { formatMegabytes } from '../../lib/format-audio';
import { DropZone } from '../../components/drop-zone/drop-zone';
import type { VideoUploadBinding } from './video-bindings';
import { VideoProcessingStatus } from './video-processing-status';

export interface VideoUploadPanelProps {
  upload: VideoUploadBinding;
  className?: string;
}

const countLabel = (count: number) => (count === 1 ? '1 video' : `${count} videos`);

export function VideoUploadPanel({ upload, className }: VideoUploadPanelProps) {
  const { snapshot, send } = upload;
  const { files, fileProgress, progress, notice, error, accept } = snapshot.context;
  const several = accept !== 'picker';
  const uploading = snapshot.matches('uploading');
  const processing = snapshot.matches('processing');
  const checking =
    snapshot.matches({ processing: 'waiting' }) || snapshot.matches({ processing: 'checking' });
  const showFiles = snapshot.matches('selected') || uploading || snapshot.matches('uploadFailed');

  return (
    <div
      data-slot="video-upload-panel"
      data-state={stateName(snapshot)}
      className={cn('grid gap-4', className)}
    >
      <DropZone
        accept={videoFileAcceptFor(accept)}
        multiple={several}
        disabled={uploading}
        onFiles={(chosen) => send({ type: 'files.choose', files: chosen })}
        title={
          several
            ? 'Drag and drop videos here, or click to browse'
            : 'Drag and drop a video here, or click to browse'
        }
        hint={
          several
            ? `MP4, WebM, MOV or AVI, up to ${videoUploadDisplayedLimitMb}MB each. Several files allowed.`
            : `A video file, up to ${videoUploadDisplayedLimitMb}MB.`
        }
        inputLabel={several ? 'Choose video files' : 'Choose a video file'}
      />

      {showFiles && files.length > 0 ? (
        <ul aria-label="Chosen videos" className="grid gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="grid gap-2 rounded-lg border bg-surface px-3 py-2.5 shadow-xs"
            >
              <div className="flex items-center gap-3">
                <FileVideoIcon aria-hidden className="size-5 shrink-0 text-primary" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-foreground">{file.name}</p>
                  <p className="text-xs text-subtle-foreground">{formatMegabytes(file.size)}</p>
                </div>
                {uploading ? (
                  <span className="text-xs text-subtle-foreground tabular-nums">
                    {fileProgress[index] ?? 0}%
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => send({ type: 'file.remove', index })}
                  >
                    <XIcon aria-hidden />
                  </Button>
                )}
              </div>
              {uploading ? (
                <Progress
                  value={fileProgress[index] ?? 0}
                  aria-label={`Upload of ${file.name}`}
                  className="h-1.5"
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {uploading || processing ? (
        <VideoProcessingStatus
          progress={progress}
          label={uploading ? 'Uploading' : 'Processing'}
          notice={notice}
          error={error}
          busy={uploading || checking}
        />
      ) : (
        <ErrorMessage text={error} />
      )}

      <div className="flex flex-wrap items-center justify-end gap-2 empty:hidden">
        {snapshot.matches('selected') ? (
          <Button onClick={() => send({ type: 'upload.start' })}>
            <UploadIcon aria-hidden />
            Upload {countLabel(files.length)}
          </Button>
        ) : null}
        {uploading ? (
          <Button disabled>
            <Spinner decorative size="sm" />
            Uploading...
          </Button>
        ) : null}
        {snapshot.matches('uploadFailed') ? (
          <>
            <Button variant="ghost" onClick={() => send({ type: 'upload.reset' })}>
              Clear
            </Button>
            <Button onClick={() => send({ type: 'upload.start' })}>
              <RotateCcwIcon aria-hidden />
              Try Again
            </Button>
          </>
        ) : null}
        {processing && !checking ? (
          <Button variant="outline" onClick={() => send({ type: 'upload.reset' })}>
            <UploadIcon aria-hidden />
            Upload More Videos
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function stateName(snapshot: VideoUploadSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}
