// LabeledSlider: a Radix slider named by its visible label, with the current value written beside
// the label and the range's ends under the track, each written by the caller's `format`.
import * as React from 'react';
import { Slider } from './slider';

export interface LabeledSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Writes a value for the screen (the current one and the range's ends). */
  format: (value: number) => string;
  onValueChange: (value: number) => void;
  disabled?: boolean;
}

/** The decimals a step has (0.05 → 2), to write values at the step's precision. */
export function decimalsOf(step: number): number {
  return (String(step).split('.')[1] ?? '').length;
}

export function LabeledSlider({
  label,
  value,
  min,
  max,
  step,
  format,
  onValueChange,
  disabled,
}: LabeledSliderProps) {
  const labelId = React.useId();
  return (
    <div className="grid gap-2.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-foreground">
          {label}
        </span>
        <output aria-hidden className="text-subtle-foreground tabular-nums">
          {format(value)}
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
          if (next !== undefined) onValueChange(next);
        }}
      />
      <div aria-hidden className="flex justify-between text-[11px] text-subtle-foreground tabular-nums">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </div>
    </div>
  );
}
