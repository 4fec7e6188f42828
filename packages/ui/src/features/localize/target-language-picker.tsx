// TargetLanguagePicker: the target language of /localize (spec part 1 §2, §3), the design system's
// LanguageCombobox with a search field ('Search language...') over the languages the wizard offers
// (the source left out).
import { localizeMessages, type LocalizeLanguage } from '@twin/machines/localize';
import { LanguageCombobox, type LanguageComboboxTexts } from '../../components/combobox/language-combobox';

export interface TargetLanguagePickerProps {
  languages: readonly LocalizeLanguage[];
  value: string;
  onValueChange: (code: string) => void;
  /** Id of the visible label naming the picker. */
  labelId: string;
  disabled?: boolean;
}

const texts: LanguageComboboxTexts = {
  popoverLabel: localizeMessages.targetLanguage,
  searchLabel: 'Search language',
  searchPlaceholder: localizeMessages.searchLanguage,
  empty: localizeMessages.noLanguages,
};

export function TargetLanguagePicker(props: TargetLanguagePickerProps) {
  return <LanguageCombobox {...props} texts={texts} slot="target-language-picker" />;
}
