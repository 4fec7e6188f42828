// Joins class names, leaving out the ones a condition turned off: cx('a', on && 'b') → 'a b'.
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
