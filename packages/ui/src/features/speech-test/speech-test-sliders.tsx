// SpeechTestSliders: the four sliders of spec part 1 §5 (CFG scale, inference steps, seed with -1
// for random, speed), each a LabeledSlider named by its label with its value beside it; arrow keys
// step it.
import {
  speechTestSliderNames,
  speechTestSliders,
  type SpeechTestSliderName,
  type SpeechTestSliderValues,
} from '@twin/machines/speech-test';
import { decimalsOf, LabeledSlider } from '../../components/slider/labeled-slider';

export interface SpeechTestSlidersProps {
  values: SpeechTestSliderValues;
  onChange: (name: SpeechTestSliderName, value: number) => void;
  disabled?: boolean;
}

export function formatSpeechTestSlider(name: SpeechTestSliderName, value: number): string {
  if (name === 'seed' && value === -1) return 'Random';
  return value.toFixed(decimalsOf(speechTestSliders[name].step));
}

export function SpeechTestSliders({ values, onChange, disabled }: SpeechTestSlidersProps) {
  return (
    <div data-slot="speech-test-sliders" className="grid gap-5 sm:grid-cols-2">
      {speechTestSliderNames.map((name) => (
        <LabeledSlider
          key={name}
          label={speechTestSliders[name].label}
          min={speechTestSliders[name].min}
          max={speechTestSliders[name].max}
          step={speechTestSliders[name].step}
          value={values[name]}
          format={(value) => formatSpeechTestSlider(name, value)}
          onValueChange={(value) => onChange(name, value)}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
