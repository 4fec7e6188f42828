// Turns a failed voice call into the text to show. Spec part 2 §8: "The server's message field is
// preferred when present", else the screen's own fallback. The api-client's ApiError carries the
// server's text in `serverMessage` (its `message` falls back to a generic text, which we must not
// show instead of the spec's fallback); other errors are read as in shared/error-message.
import { errorMessageOr } from './error-message';

export function serverMessageOr(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'serverMessage' in error) {
    const { serverMessage } = error as { serverMessage: unknown };
    return typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : fallback;
  }
  return errorMessageOr(error, fallback);
}
