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

/**
 * Ours (issue 25): a job's estimated time left, rounded as an estimate is: 'About 2 minutes left', 'About 40
 * seconds left', 'Less than 10 seconds left'.
 */
export function timeLeftInWords(seconds: number): string {
  if (seconds < 10) return 'Less than 10 seconds left';
  if (seconds < 55) return `About ${Math.round(seconds / 10) * 10} seconds left`;
  if (seconds < 3300) return `About ${plural(Math.max(1, Math.round(seconds / 60)), 'minute')} left`;
  return `About ${plural(Math.round(seconds / 3600), 'hour')} left`;
}
