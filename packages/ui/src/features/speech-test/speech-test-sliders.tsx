// SpeechTestSliders: the four sliders of spec part 1 §5 (CFG scale, inference steps, seed with -1
// for random, speed), each a Radix slider named by its label with its value beside it; arrow keys
// step it.
import * as React from 'react';
import {
  speechTestSliderNames,
  speechTestSliders,
  type SpeechTestSliderName,
  type SpeechTestSliderValues,
} from '@twin/machines/speech-test';
import { Slider } from '../../components/slider/slider';

export interface SpeechTestSlidersProps {
  values: SpeechTestSliderValues;
  onChange: (name: SpeechTestSliderName, value: number) => void;
  disabled?: boolean;
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

export function formatSpeechTestSlider(name: SpeechTestSliderName, value: number): string {
  if (name === 'seed' && value === -1) return 'Random';
  return value.toFixed(decimalsOf(speechTestSliders[name].step));
}

export function SpeechTestSliders({ values, onChange, disabled }: SpeechTestSlidersProps) {
  return (
    <div data-slot="speech-test-sliders" className="grid gap-5 sm:grid-cols-2">
      {speechTestSliderNames.map((name) => (
        <SpeechTestSlider
          key={name}
          name={name}
          value={values[name]}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

function SpeechTestSlider({
  name,
  value,
  onChange,
  disabled,
}: {
  name: SpeechTestSliderName;
  value: number;
  onChange: (name: SpeechTestSliderName, value: number) => void;
  disabled?: boolean;
}) {
  const { label, min, max, step } = speechTestSliders[name];
  const labelId = React.useId();
  return (
    <div className="grid gap-2.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-foreground">
          {label}
        </span>
        <output aria-hidden className="text-subtle-foreground tabular-nums">
          {formatSpeechTestSlider(name, value)}
        </output>
      </div>
      <Slider
        aria-labelledby={labelId}
        value={[value]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(name, next);
        }}
      />
      <div aria-hidden className="flex justify-between text-[11px] text-subtle-foreground tabular-nums">
        <span>{formatSpeechTestSlider(name, min)}</span>
        <span>{formatSpeechTestSlider(name, max)}</span>
      </div>
    </div>
  );
}
