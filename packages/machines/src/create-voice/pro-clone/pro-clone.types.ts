// The pro clone machine's data shapes: the form (tab, name, reference language, the recorded and
// the uploaded sample) and what the save actor takes and gives, on the shared clone-form shapes.
import type { AudioSample, Recording, SavedVoiceClone } from '../../shared/audio-sample';
import type { CloneFormContext, CloneFormEvent, SaveCloneInput } from '../../shared/clone-form.types';

export type ProCloneTab = 'record' | 'upload';

export interface ProCloneInput {
  /** Preselected reference language code, if the page has one. */
  referenceLanguage?: string | null;
  /** A consent that already passed, if the page has one. */
  consentId?: string | null;
}

/** With the clone form's pending file, upload progress, error, notice ('Saving pro voice clone...',
 * then 'Pro voice clone saved successfully!') and saved clone. */
export interface ProCloneContext extends CloneFormContext {
  tab: ProCloneTab;
  name: string;
  referenceLanguage: string | null;
  /** The take handed over from the recorder machine (record tab). */
  recording: AudioSample | null;
  /** The file that passed every check (upload tab), its duration capped at 180 s. */
  upload: AudioSample | null;
  /** The passed consent the voice will be made under (issue 23); null until one passed. */
  consentId: string | null;
}

export type ProCloneEvent =
  | { type: 'tab.select'; tab: ProCloneTab }
  | { type: 'name.change'; name: string }
  | { type: 'language.select'; language: string | null }
  /** The recorder reached `recorded`: use its take. */
  | { type: 'recording.use'; recording: Recording }
  /** Record Again: the take is dropped (the recorder starts over). */
  | { type: 'recording.clear' }
  /** Upload Different File. */
  | { type: 'file.clear' }
  /** The page: a consent passed (or none any more). */
  | { type: 'consent.use'; consentId: string | null }
  | CloneFormEvent;

export interface SaveProCloneInput extends SaveCloneInput {
  referenceLanguage: string;
  consentId: string;
}

export type ProCloneEmitted = { type: 'proClone.saved'; clone: SavedVoiceClone };
