// The categorization machine's data shapes: the loaded clips, the current step (one style), the
// clips it offers and suggests, the choices so far, and the machine's output when it ends.
import type { CategorizedClips, ReferenceClipStats } from './categorization.clips';

export interface CategorizationInput {
  modelId: string;
  modelName?: string | null;
}

export interface CategorizationContext {
  modelId: string;
  modelName: string | null;
  clips: ReferenceClipStats[];
  /** 0 to 4: the step, one per style in `categorizationStyles` order. */
  stepIndex: number;
  /** Which set of 4 Refresh Clips has reached. */
  page: number;
  /** The clips shown as 'Option 1'…'Option 4'. */
  offeredClipIds: string[];
  /** The offered clip whose statistics fit the step's style best, if any is measured. */
  suggestedClipId: string | null;
  /** Whether Refresh Clips has another set to show. */
  canRefresh: boolean;
  choices: CategorizedClips;
  error: string | null;
  notice: string | null;
  /** Set on the way into a final state. */
  outcome: CategorizationOutcome | null;
}

export type CategorizationEvent =
  /** Try loading the clips again after a failure. */
  | { type: 'clips.reload' }
  /** Fewer than 4 clips: mark the voice completed without emotion controls … */
  | { type: 'completion.accept' }
  /** … or leave it uncategorized. */
  | { type: 'completion.decline' }
  | { type: 'clip.choose'; clipId: string }
  /** Refresh Clips: the next 4. */
  | { type: 'clips.refresh' }
  | { type: 'step.next' }
  /** Finish Setup (last step). */
  | { type: 'categorization.finish' }
  /** The wizard was closed before finishing. */
  | { type: 'categorization.cancel' }
  /** The dialog was closed (×, Escape): cancels where the wizard may be left, else ignored. */
  | { type: 'categorization.close' }
  | { type: 'error.dismiss' };

export type CategorizationOutcome = 'configured' | 'completed' | 'cancelled';

/** The machine ends in a final state with this output; the page reloads the models. */
export interface CategorizationOutput {
  outcome: CategorizationOutcome;
  modelId: string;
  /** The saved map when configured, otherwise null. */
  categorizedClips: CategorizedClips | null;
}

export interface SaveCategorizationInput {
  modelId: string;
  categorizedClips: CategorizedClips;
}
