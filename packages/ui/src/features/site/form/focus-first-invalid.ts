// After a refused submit, keyboard and screen-reader users land on the first field to fix (the
// machine has just marked it aria-invalid; the next frame sees the re-rendered form).
export function focusFirstInvalidField(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
