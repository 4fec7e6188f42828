// SampleFileDrop: where a clone form takes its one audio file — a drop zone (a real, labelled file
// input) that sends the first file chosen, replaced by 'Reading {name}...' while the machine reads
// the file's duration (its `checkingFile` state).
import { Spinner } from '../../../components/spinner/spinner';
import { cn } from '../../../lib/cn';
import { DropZone, type DropZoneProps } from '../../../components/drop-zone/drop-zone';

export type SampleFileDropProps = Omit<DropZoneProps, 'onFiles' | 'multiple'> & {
  /** The machine is reading `pendingFile`. */
  checking: boolean;
  pendingFile: { name: string } | null;
  onFile: (file: File) => void;
};

export function SampleFileDrop({
  checking,
  pendingFile,
  onFile,
  className,
  ...dropZone
}: SampleFileDropProps) {
  if (checking) {
    return (
      <div
        className={cn('flex items-center gap-3 rounded-xl border bg-subtle/60 p-4 text-sm', className)}
        role="status"
      >
        <Spinner decorative size="sm" className="text-primary" />
        <span className="min-w-0 truncate">Reading {pendingFile?.name ?? 'audio file'}...</span>
      </div>
    );
  }
  return (
    <DropZone
      className={className}
      onFiles={([file]) => {
        if (file) onFile(file);
      }}
      {...dropZone}
    />
  );
}
