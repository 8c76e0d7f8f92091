/**
 * An expected failure with a user-facing message: bad input, a missing record, a conflict.
 * Routes show the message; the API answers `{ error, errors? }` with `status`.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 = 400,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (what = "Not found") => new DomainError(what, 404);
