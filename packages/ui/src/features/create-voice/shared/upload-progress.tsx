// UploadProgress: the bar and percentage of a clone or training upload (the machines' uploadProgress).
import { Progress } from '../../../components/progress/progress';

export function UploadProgress({
  percent,
  label = 'Upload progress',
}: {
  percent: number | null;
  label?: string;
}) {
  if (percent === null) return null;
  return (
    <div data-slot="upload-progress" className="grid gap-1.5">
      <div className="flex items-center justify-between text-xs text-subtle-foreground">
        <span>{label}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} aria-label={label} />
    </div>
  );
}
