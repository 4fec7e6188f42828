// The speech page's project on the account (issue 26): read when the page opens — the account's project, unless the
// browser holds an edit the server never got over that same version; the browser's copy alone when the server
// cannot be reached — and the projectSave machine provided with the save call. A save refused as older (409) is
// the machine's conflict; any other failure leaves the edit in the browser (marked unsaved by the page) until a save
// succeeds.
import { isApiError, type ApiClient } from '@twin/api-client';
import {
  projectSaveMachine,
  type ProjectSaveOutcome,
  type SaveProjectInput,
} from '@twin/machines/text-to-speech';
import { fromPromise } from 'xstate';
import type { SpeechPageStorage } from './speech-page-storage';

export type ProjectStorage = Pick<
  SpeechPageStorage,
  'project' | 'replaceProject' | 'cachedVersion' | 'saveVersion'
>;

/** What the page starts from: the version to save over and an edit still to save (null: none). */
export interface OpenedProject {
  version: number;
  unsaved: ReturnType<SpeechPageStorage['project']> | null;
}

const hasContent = (project: ReturnType<SpeechPageStorage['project']>) =>
  project.settings.text.trim() !== '' || project.timelineClips.length > 0;

/** Reads the account's project into the browser's copy (which the page then reads), or falls back to that copy. */
export async function openSpeechProject(
  api: Pick<ApiClient, 'speech'>,
  storage: ProjectStorage,
  signal?: AbortSignal,
): Promise<OpenedProject> {
  const cached = storage.cachedVersion();
  try {
    const saved = await api.speech.project({ signal });
    const keepLocal = cached.dirty && cached.version === saved.version;
    if (saved.data && !keepLocal) {
      storage.replaceProject(saved.data);
      storage.saveVersion({ version: saved.version, dirty: false });
      return { version: saved.version, unsaved: null };
    }
    // Nothing on the account yet (the browser's copy moves there), or an edit made offline over this version.
    const local = storage.project();
    return { version: saved.version, unsaved: keepLocal || hasContent(local) ? local : null };
  } catch {
    // Offline (or refused: a signed-out session leaves the page anyway): the browser's copy, saved once the server
    // answers.
    return { version: cached.version, unsaved: cached.dirty ? storage.project() : null };
  }
}

/** The save cycle with PUT /api/speech/project. */
export function createProjectSaveMachine(api: Pick<ApiClient, 'speech'>) {
  return projectSaveMachine.provide({
    actors: {
      saveProject: fromPromise<ProjectSaveOutcome, SaveProjectInput>(async ({ input, signal }) => {
        try {
          const saved = await api.speech.saveProject(
            { version: input.version, data: input.data as ReturnType<SpeechPageStorage['project']> },
            { signal },
          );
          return { outcome: 'saved', version: saved.version };
        } catch (error) {
          if (isApiError(error) && error.status === 409) return { outcome: 'conflict' };
          throw error;
        }
      }),
    },
  });
}

/** Marks the browser's copy: saved over `version`, or holding an edit the server has not got yet. */
export function cacheSaveState(storage: ProjectStorage, state: { saved: boolean; version: number }): void {
  storage.saveVersion({ version: state.version, dirty: !state.saved });
}
