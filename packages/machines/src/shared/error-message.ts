// Turns whatever an actor rejected with into the text to show: the server's message when the
// error carries one (the api-client throws an Error whose message is the server's `message`),
// otherwise the spec's fallback for that action.
export function errorMessageOr(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
