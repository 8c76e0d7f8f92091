/**
 * An expected failure with a user-facing message: bad input, a missing record, a conflict.
 * Routes show the message; the API answers `{ error, errors? }` with `status`.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 = 400,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** The 404 page's answer: a loader or action throws it for a record the user cannot see. */
export const notFoundPage = (message: string) => new Response(message, { status: 404, statusText: "Not Found" });

/** The 403 page's answer: the user may open the company but their role does not allow this. */
export const forbiddenPage = (message: string) => new Response(message, { status: 403, statusText: "Forbidden" });

/** A read whose DomainError 404 becomes the 404 page with `message` ("Vendor not found"); other errors pass. */
export async function orNotFoundPage<T>(read: Promise<T>, message: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) throw notFoundPage(message);
    throw error;
  }
}

/** A read whose DomainError 404 reads as null (the record is not there: the screen says so); other errors pass. */
export async function orNullWhenNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A DomainError 404: the record asked for is not there (or not the user's). */
export const isNotFound = (error: unknown): error is DomainError => error instanceof DomainError && error.status === 404;

/** A service's catch around a write: its own refusal passes unchanged (what follows translates a database error). */
export function throwIfRefusal(error: unknown): void {
  if (error instanceof DomainError) throw error;
}

/** Rethrows anything that is not a DomainError: an unexpected failure goes to the error boundary. */
export function assertDomainError(error: unknown): asserts error is DomainError {
  if (!(error instanceof DomainError)) throw error;
}

/** A DomainError's message, line by line (a service may refuse with several at once). */
export const messageLines = (error: DomainError, fallback?: string): string[] => {
  const lines = [...new Set(error.message.split("\n").filter(Boolean))];
  return lines.length || fallback === undefined ? lines : [fallback];
};
