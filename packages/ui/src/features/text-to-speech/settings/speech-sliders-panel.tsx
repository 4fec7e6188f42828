// SpeechSlidersPanel: the generation sliders of spec part 2 §5 (labels, ranges, steps from the
// machines' `speechSliders`), only those the visibility rule shows for the chosen voice and
// language. Each is a LabeledSlider named by its label, with the value written beside it.
import { speechSliders, type SpeechSliderName, type SpeechSliderValues } from '@twin/machines/text-to-speech';
import { decimalsOf, LabeledSlider } from '../../../components/slider/labeled-slider';

export interface SpeechSlidersPanelProps {
  values: SpeechSliderValues;
  /** In display order (visibleSpeechSliders). */
  visible: readonly SpeechSliderName[];
  onChange: (slider: SpeechSliderName, value: number) => void;
  disabled?: boolean;
}

export function formatSliderValue(name: SpeechSliderName, value: number): string {
  return value.toFixed(decimalsOf(speechSliders[name].step));
}

export function SpeechSlidersPanel({ values, visible, onChange, disabled }: SpeechSlidersPanelProps) {
  return (
    <div data-slot="speech-sliders" className="grid gap-5">
      {visible.map((name) => (
        <LabeledSlider
          key={name}
          label={speechSliders[name].label}
          min={speechSliders[name].min}
          max={speechSliders[name].max}
          step={speechSliders[name].step}
          value={values[name]}
          format={(value) => formatSliderValue(name, value)}
          onValueChange={(value) => onChange(name, value)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
