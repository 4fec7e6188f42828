// The /text-to-speech page's browser storage (spec part 2 §3, §4): the saved page state under one
// key — the speech settings, the timeline clips and the selected video — and the pending generation
// under another. Both record their owner (the signed-in user), so another account on the same
// browser starts afresh instead of seeing someone else's script and clips. The speech machine
// judges what it reads (settings field by field, the pending generation's age) and decides when to
// store or clear; this module only reads and writes, and never throws (storage may be refused).
// Since the project lives on the account (issue 26) this copy is the offline cache: it also keeps the
// project's version and whether it holds an edit the server has not saved yet (`dirty`), and tells
// its listener after every change so the page can save the project.
import { timelineClipSchema, type SpeechProjectData, type TimelineClip } from '@twin/api-client';
import {
  restoreSpeechSettings,
  type PendingGeneration,
  type SpeechGenerationInput,
  type SpeechPageSettings,
} from '@twin/machines/text-to-speech';

export const speechPageStateKey = 'twin.textToSpeech.state';
export const pendingGenerationKey = 'twin.textToSpeech.pendingGeneration';
export const projectVersionKey = 'twin.textToSpeech.projectVersion';

/** The server version the cached project is based on, and whether it holds an edit not saved there yet. */
export interface CachedProjectVersion {
  version: number;
  dirty: boolean;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the page keeps besides the machine's settings: the timeline's clips and the chosen video. */
interface PageExtras {
  timelineClips: TimelineClip[];
  selectedVideoId: string | null;
}

/** What is stored under speechPageStateKey. */
type StoredPageState = Partial<SpeechPageSettings> & PageExtras & { owner: string };

export interface SavedSpeechPage extends PageExtras {
  /** For the machine's input: checked there field by field. */
  savedSettings: SpeechGenerationInput['savedSettings'];
  /** For the machine's input: resent there only when pending and younger than 5 minutes. */
  pendingGeneration: SpeechGenerationInput['pendingGeneration'];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(storage: StorageLike | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function validClips(value: unknown): TimelineClip[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((candidate) => {
    const parsed = timelineClipSchema.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}

export class SpeechPageStorage {
  private state: StoredPageState;
  private listener: ((project: SpeechProjectData) => void) | null = null;

  constructor(
    private readonly storage: StorageLike | null,
    private readonly owner: string,
  ) {
    const stored = readJson(storage, speechPageStateKey);
    const own = isRecord(stored) && stored.owner === owner ? stored : null;
    // Settings fields are taken as stored: the machine restores them field by field.
    const settings = (own ?? {}) as Partial<SpeechPageSettings>;
    this.state = {
      ...settings,
      owner,
      timelineClips: validClips(own?.timelineClips),
      selectedVideoId: typeof own?.selectedVideoId === 'string' ? own.selectedVideoId : null,
    };
  }

  /** The page as it was left (for this owner), read once when the page opens. */
  read(): SavedSpeechPage {
    const { owner: _owner, timelineClips, selectedVideoId, ...settings } = this.state;
    const pending = readJson(this.storage, pendingGenerationKey);
    // Another account's pending generation is not ours to resend; the machine then clears it.
    const ownPending = isRecord(pending) && pending.owner === this.owner ? pending : null;
    return {
      savedSettings: settings,
      timelineClips,
      selectedVideoId,
      pendingGeneration: ownPending as PendingGeneration | null,
    };
  }

  saveSettings(settings: SpeechPageSettings): void {
    this.write({ ...this.state, ...settings });
  }

  saveTimelineClips(clips: readonly TimelineClip[]): void {
    this.write({ ...this.state, timelineClips: [...clips] });
  }

  saveSelectedVideo(videoId: string | null): void {
    this.write({ ...this.state, selectedVideoId: videoId });
  }

  /** The page as a project for the account (settings completed with their defaults). */
  project(): SpeechProjectData {
    const { owner: _owner, timelineClips, selectedVideoId, ...settings } = this.state;
    return { settings: restoreSpeechSettings(settings), timelineClips, selectedVideoId };
  }

  /** Called with the project after every change of the page (not for `replaceProject`). */
  onChange(listener: ((project: SpeechProjectData) => void) | null): void {
    this.listener = listener;
  }

  /** Puts the account's project in the cache (before the page reads it). */
  replaceProject(project: SpeechProjectData): void {
    this.state = {
      // Judged field by field, as when the page reads them.
      ...restoreSpeechSettings(project.settings),
      owner: this.owner,
      timelineClips: validClips(project.timelineClips),
      selectedVideoId: project.selectedVideoId,
    };
    this.put(speechPageStateKey, this.state);
  }

  cachedVersion(): CachedProjectVersion {
    const stored = readJson(this.storage, projectVersionKey);
    if (!isRecord(stored) || stored.owner !== this.owner || typeof stored.version !== 'number') {
      return { version: 0, dirty: false };
    }
    return { version: stored.version, dirty: stored.dirty === true };
  }

  saveVersion(cached: CachedProjectVersion): void {
    this.put(projectVersionKey, { ...cached, owner: this.owner });
  }

  storePendingGeneration(pending: PendingGeneration): void {
    this.put(pendingGenerationKey, { ...pending, owner: this.owner });
  }

  clearPendingGeneration(): void {
    try {
      this.storage?.removeItem(pendingGenerationKey);
    } catch {
      // Nothing stored that we could remove.
    }
  }

  private write(state: StoredPageState): void {
    this.state = state;
    this.put(speechPageStateKey, state);
    this.listener?.(this.project());
  }

  private put(key: string, value: unknown): void {
    try {
      this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage refused (privacy mode, quota): the page works, it is just not kept.
    }
  }
}

/** The browser's localStorage, or null where it is not available. */
export function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
