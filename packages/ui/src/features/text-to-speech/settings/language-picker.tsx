// LanguagePicker: the searchable language dropdown of Voice Settings (spec part 2 §2), the design
// system's LanguageCombobox over the languages the page passes in.
import {
  LanguageCombobox,
  matchLanguages,
  type LanguageComboboxTexts,
  type LanguageOption,
} from '../../../components/combobox/language-combobox';

export { matchLanguages };

export type SpeechLanguageOption = LanguageOption;

export interface LanguagePickerProps {
  languages: readonly SpeechLanguageOption[];
  value: string;
  onValueChange: (code: string) => void;
  /** Id of the visible label naming the picker. */
  labelId: string;
  disabled?: boolean;
  className?: string;
}

const texts: LanguageComboboxTexts = {
  popoverLabel: 'Choose a language',
  searchLabel: 'Search languages',
  searchPlaceholder: 'Search languages...',
  empty: 'No languages found.',
};

export function LanguagePicker(props: LanguagePickerProps) {
  return <LanguageCombobox {...props} texts={texts} slot="language-picker" />;
}
