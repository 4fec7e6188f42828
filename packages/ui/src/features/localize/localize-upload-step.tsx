// LocalizeUploadStep: step 1, 'Upload Video' — a drop zone (drag and drop, or the file picker by
// keyboard) taking any video file, the chosen file's preview player, and 'Transcribe Video'
// (enabled once a video is chosen).
import { FileVideoIcon, FileTextIcon } from 'lucide-react';
import { localizeFileAccept, localizeMessages, type VideoFile } from '@twin/machines/localize';
import { Button } from '../../components/button/button';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { formatMegabytes } from '../../lib/format-audio';
import { DropZone } from '../../components/drop-zone/drop-zone';
import { useObjectUrl } from '../../lib/use-object-url';

export interface LocalizeUploadStepProps {
  file: VideoFile | null;
  canTranscribe: boolean;
  error: string | null;
  /** The overlay covers the step (transcribing). */
  busy: boolean;
  onFileChoose: (file: VideoFile | null) => void;
  onTranscribe: () => void;
}

export function LocalizeUploadStep({
  file,
  canTranscribe,
  error,
  busy,
  onFileChoose,
  onTranscribe,
}: LocalizeUploadStepProps) {
  const previewSrc = useObjectUrl(file);
  return (
    <section data-slot="localize-upload-step" aria-labelledby="localize-upload-title" className="grid gap-4">
      <h2 id="localize-upload-title" className="text-lg font-semibold">
        {localizeMessages.steps[0]}
      </h2>
      <DropZone
        accept={localizeFileAccept}
        disabled={busy}
        onFiles={(files) => onFileChoose(files[0] ?? null)}
        title="Drag and drop a video here, or click to browse"
        hint={localizeMessages.chooseHint}
        inputLabel={localizeMessages.chooseVideo}
      />
      {file && previewSrc ? (
        <figure className="grid gap-2">
          <video
            className="aspect-video w-full rounded-lg bg-black"
            src={previewSrc}
            controls
            preload="metadata"
            playsInline
            aria-label={`${localizeMessages.preview}: ${file.name}`}
          />
          <figcaption className="flex items-center gap-2 text-sm text-subtle-foreground">
            <FileVideoIcon aria-hidden className="size-4 shrink-0 text-primary" />
            <span className="truncate font-medium text-foreground">{file.name}</span>
            <span>{formatMegabytes(file.size)}</span>
          </figcaption>
        </figure>
      ) : null}
      <ErrorMessage text={error} />
      <div className="flex justify-end">
        <Button disabled={!canTranscribe || busy} onClick={onTranscribe}>
          <FileTextIcon aria-hidden />
          {localizeMessages.transcribe}
        </Button>
      </div>
    </section>
  );
}
