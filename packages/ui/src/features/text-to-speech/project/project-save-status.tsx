// ProjectSaveStatus: the quiet line that says whether the speech page's project is on the account, from the
// projectSave machine — nothing before the first edit, 'Saving…', 'Saved', the offline note (the work is kept in
// this browser), and, when another tab saved first, the request to reload with the creator's last script to copy.
import type { ProjectSaveSnapshot } from '@twin/machines/text-to-speech';
import { Alert } from '../../../components/alert/alert';
import { Button } from '../../../components/button/button';

export const projectSaveTexts = {
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline. Your changes are kept in this browser and saved when the connection is back.',
  conflict:
    'This project was changed in another tab or browser. Please reload the page to see the latest version.',
  unsavedScript: 'Your last script, not saved (copy it before reloading)',
  reload: 'Reload page',
} as const;

/** The script of an unsaved edit, when it has one. */
function scriptOf(data: Readonly<Record<string, unknown>> | null): string | null {
  const settings = data?.settings;
  if (typeof settings !== 'object' || settings === null) return null;
  const text = (settings as Record<string, unknown>).text;
  return typeof text === 'string' && text !== '' ? text : null;
}

export interface ProjectSaveStatusProps {
  snapshot: ProjectSaveSnapshot;
  /** Reloads the page (conflict). */
  onReload: () => void;
}

export function ProjectSaveStatus({ snapshot, onReload }: ProjectSaveStatusProps) {
  if (snapshot.matches('conflict')) {
    const script = scriptOf(snapshot.context.unsaved);
    return (
      <Alert variant="error" className="grid gap-2" data-slot="project-conflict">
        <p>{projectSaveTexts.conflict}</p>
        {script ? (
          <label className="grid gap-1 text-xs">
            {projectSaveTexts.unsavedScript}
            <textarea
              readOnly
              value={script}
              rows={3}
              className="w-full rounded-md border border-input bg-surface p-2 text-sm text-foreground"
            />
          </label>
        ) : null}
        <div>
          <Button size="sm" variant="outline" onClick={onReload}>
            {projectSaveTexts.reload}
          </Button>
        </div>
      </Alert>
    );
  }
  const text = snapshot.matches('saved')
    ? projectSaveTexts.saved
    : snapshot.matches('offline')
      ? projectSaveTexts.offline
      : snapshot.matches('idle')
        ? null
        : projectSaveTexts.saving;
  return (
    <p className="min-h-5 text-xs text-subtle-foreground" role="status" data-slot="project-save-status">
      {text}
    </p>
  );
}
