// The quick clone machine's data shapes: a name and one sample (the latest of a 10-second take or
// an uploaded file of 5 to 30 seconds) and the save actor's input, on the shared clone-form shapes.
import type { AudioSample, Recording, SavedVoiceClone } from '../../shared/audio-sample';
import type { CloneFormContext, CloneFormEvent, SaveCloneInput } from '../../shared/clone-form.types';

/** With the clone form's pending file, upload progress, error, notice ('Saving quick voice
 * clone...', then 'Quick voice clone saved successfully!') and saved clone. */
export interface QuickCloneContext extends CloneFormContext {
  name: string;
  sample: AudioSample | null;
}

export type QuickCloneEvent =
  | { type: 'name.change'; name: string }
  /** The recorder (quick preset) reached `recorded`. */
  | { type: 'recording.use'; recording: Recording }
  | { type: 'sample.clear' }
  | CloneFormEvent;

/** The app sends it with type 'quick_clone'. */
export type SaveQuickCloneInput = SaveCloneInput;

export type QuickCloneEmitted = { type: 'quickClone.saved'; clone: SavedVoiceClone };
