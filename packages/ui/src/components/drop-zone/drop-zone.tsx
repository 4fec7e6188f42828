// DropZone: drag and drop or click to choose audio files. A real <input type="file"> sits inside
// the label (visually hidden, still focusable), so keyboard users and test drivers use it directly.
import * as React from 'react';
import { CloudUploadIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export type DropZoneProps = Omit<React.ComponentProps<'label'>, 'onDrop' | 'children'> & {
  onFiles: (files: File[]) => void;
  /** The input's accept list. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  title: React.ReactNode;
  /** Formats and limits, under the title. */
  hint: React.ReactNode;
  /** Name of the input for assistive technology, when the title is not enough. */
  inputLabel?: string;
};

export function DropZone({
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  title,
  hint,
  inputLabel,
  className,
  ...props
}: DropZoneProps) {
  const [dragging, setDragging] = React.useState(false);
  const hintId = React.useId();

  const takeFiles = (list: FileList | null | undefined) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <label
      data-slot="drop-zone"
      data-dragging={dragging || undefined}
      className={cn(
        'group relative flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed',
        'border-input bg-subtle/40 px-6 py-10 text-center transition-colors',
        'hover:border-primary/60 hover:bg-primary-soft/40',
        'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-ring/25',
        'data-[dragging]:border-primary data-[dragging]:bg-primary-soft/60',
        disabled && 'pointer-events-none opacity-60',
        className,
      )}
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) takeFiles(event.dataTransfer.files);
      }}
      {...props}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-surface text-primary shadow-xs ring-1 ring-border transition-transform group-hover:-translate-y-0.5">
        <CloudUploadIcon aria-hidden className="size-6" />
      </span>
      <span className="grid gap-1">
        <span className="text-sm font-medium text-foreground">{title}</span>
        <span id={hintId} className="text-xs text-subtle-foreground">
          {hint}
        </span>
      </span>
      <input
        type="file"
        className="sr-only"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={inputLabel}
        aria-describedby={hintId}
        onChange={(event) => {
          takeFiles(event.currentTarget.files);
          // The same file may be chosen again after it was refused.
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}
