// Admin output that cannot drive the admin's terminal: control characters (C0, DEL, C1) and bidirectional
// overrides that stored values carry — a lead's name from the public form, say — are shown escaped as \uXXXX.

// Control characters are exactly what these patterns are for.
// eslint-disable-next-line no-control-regex
const controlsKeepingLines = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const everyControl = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Text for a table cell: one line, every control character escaped (a newline could fake a row). */
export function cellText(value: string): string {
  return value.replace(everyControl, escaped);
}

/** A whole command's output: its own newlines and tabs kept, every other control character escaped. */
export function terminalSafe(output: string): string {
  return output.replace(controlsKeepingLines, escaped);
}
