// Writes a whole number of seconds the way the spec's texts do: 120 → '2 minutes', 1800 →
// '30 minutes', 5 → '5 seconds', 3600 → '1 hour'. Used to fill '{minimum}' placeholders.
function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function durationInWords(seconds: number): string {
  if (seconds > 0 && seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds > 0 && seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}
