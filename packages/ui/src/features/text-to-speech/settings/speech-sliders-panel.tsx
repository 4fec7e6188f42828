// SpeechSlidersPanel: the generation sliders of spec part 2 §5 (labels, ranges, steps from the
// machines' `speechSliders`), only those the visibility rule shows for the chosen voice and
// language. Each is a Radix slider named by its label, with the value written beside it.
import * as React from 'react';
import { speechSliders, type SpeechSliderName, type SpeechSliderValues } from '@twin/machines/text-to-speech';
import { Slider } from '../../../components/slider/slider';

export interface SpeechSlidersPanelProps {
  values: SpeechSliderValues;
  /** In display order (visibleSpeechSliders). */
  visible: readonly SpeechSliderName[];
  onChange: (slider: SpeechSliderName, value: number) => void;
  disabled?: boolean;
}

function decimalsOf(step: number): number {
  return (String(step).split('.')[1] ?? '').length;
}

export function formatSliderValue(name: SpeechSliderName, value: number): string {
  return value.toFixed(decimalsOf(speechSliders[name].step));
}

export function SpeechSlidersPanel({ values, visible, onChange, disabled }: SpeechSlidersPanelProps) {
  return (
    <div data-slot="speech-sliders" className="grid gap-5">
      {visible.map((name) => (
        <SpeechSlider key={name} name={name} value={values[name]} onChange={onChange} disabled={disabled} />
      ))}
    </div>
  );
}

function SpeechSlider({
  name,
  value,
  onChange,
  disabled,
}: {
  name: SpeechSliderName;
  value: number;
  onChange: (slider: SpeechSliderName, value: number) => void;
  disabled?: boolean;
}) {
  const { label, min, max, step } = speechSliders[name];
  const labelId = React.useId();
  const shown = formatSliderValue(name, value);
  return (
    <div className="grid gap-2.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-foreground">
          {label}
        </span>
        <output aria-hidden className="text-subtle-foreground tabular-nums">
          {shown}
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
        <span>{formatSliderValue(name, min)}</span>
        <span>{formatSliderValue(name, max)}</span>
      </div>
    </div>
  );
}
