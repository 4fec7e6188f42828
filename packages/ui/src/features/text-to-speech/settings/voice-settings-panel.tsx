// VoiceSettingsPanel: Voice Settings (spec part 2 §2) — the searchable language picker with
// Translate beside it ('Show original' after a translation), then the sliders the visibility rule shows for the
// voice and language.
import * as React from 'react';
import type { SpeechSliderName, SpeechSliderValues } from '@twin/machines/text-to-speech';
import { LanguagesIcon, Undo2Icon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { Label } from '../../../components/label/label';
import { Spinner } from '../../../components/spinner/spinner';
import { LanguagePicker, type SpeechLanguageOption } from './language-picker';
import { SpeechSlidersPanel } from './speech-sliders-panel';

export interface VoiceSettingsPanelProps {
  languages: readonly SpeechLanguageOption[];
  language: string;
  onLanguageChange: (code: string) => void;
  onTranslate: () => void;
  /** Translate is busy. */
  translating?: boolean;
  /** Another action runs: Translate waits. */
  translateDisabled?: boolean;
  /** Given after a translation replaced the text: 'Show original' puts it back (issue 26). */
  onRestoreOriginal?: () => void;
  sliders: SpeechSliderValues;
  visibleSliders: readonly SpeechSliderName[];
  onSliderChange: (slider: SpeechSliderName, value: number) => void;
}

export function VoiceSettingsPanel({
  languages,
  language,
  onLanguageChange,
  onTranslate,
  translating = false,
  translateDisabled = false,
  onRestoreOriginal,
  sliders,
  visibleSliders,
  onSliderChange,
}: VoiceSettingsPanelProps) {
  const languageLabelId = React.useId();
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Label id={languageLabelId} asChild>
          <span>Language</span>
        </Label>
        <div className="flex flex-wrap gap-2">
          <LanguagePicker
            labelId={languageLabelId}
            languages={languages}
            value={language}
            onValueChange={onLanguageChange}
          />
          <Button
            variant="outline"
            className="shrink-0"
            disabled={translating || translateDisabled}
            onClick={onTranslate}
          >
            {translating ? <Spinner decorative size="sm" /> : <LanguagesIcon aria-hidden />}
            {translating ? 'Translating...' : 'Translate'}
          </Button>
          {onRestoreOriginal ? (
            <Button
              variant="ghost"
              className="shrink-0"
              disabled={translateDisabled}
              onClick={onRestoreOriginal}
            >
              <Undo2Icon aria-hidden />
              Show original
            </Button>
          ) : null}
        </div>
      </div>
      <SpeechSlidersPanel values={sliders} visible={visibleSliders} onChange={onSliderChange} />
    </div>
  );
}
