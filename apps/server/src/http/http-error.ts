// The one error type routes throw: a status, a message safe to show users, and optional headers (Retry-After).
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFoundMessage = 'Not found.';
export const genericServerErrorMessage = 'Something went wrong on our side. Please try again.';
