/** An error with an HTTP status whose message is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const unauthorized = () => new HttpError(401, 'Please sign in to continue.', 'unauthorized');
export const badRequest = (message: string) => new HttpError(400, message, 'bad_request');
