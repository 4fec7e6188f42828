// The range of a slider that sets a request field (text to speech and the speech test): bounds, step, default.

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  /** null where the spec does not show a default. */
  default: number | null;
}
