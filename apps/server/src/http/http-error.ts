// The one error type routes throw: a status, a message safe to show users, and optional headers (Retry-After).
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More of the answer's body beside `message` (a refused consent recording carries its record). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFoundMessage = 'Not found.';
export const genericServerErrorMessage = 'Something went wrong on our side. Please try again.';
