// What went wrong when a form's submission did not reach an answer: the network (the request never
// got a response) or the server (a 5xx, or a body the page cannot read). Each screen then shows its
// own message from the spec (`saveFailureMessage`); redirects and 4xx answers are not failures of
// this kind: they go on to where they lead (the login page, the error boundary's 404).

export type SaveFailureKind = "network" | "server";

/** The spec's "No response" text, the same on every screen that names one. */
export const NETWORK_ERROR_MESSAGE = "Unable to connect to the server. Please check your internet connection.";
/** The spec's generic 5xx text (used when a screen has no message of its own). */
export const SERVER_ERROR_MESSAGE = "Server error occurred. Please try again later.";

export interface SaveFailureMessages {
  network?: string;
  server?: string;
}

function statusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("status" in error)) return null;
  const status = (error as { status: unknown }).status;
  return typeof status === "number" ? status : null;
}

/**
 * Classify what a client action's `serverAction()` threw. `fetch` rejects with a TypeError when
 * there is no response ("Failed to fetch", "Load failed", "NetworkError…"); a 5xx arrives as a
 * thrown Error (the server's sanitized error, or "Unable to decode…" for a body that is not the
 * page's data) or as an error response with its status. `null` means "not ours": a redirect, a
 * 4xx or an aborted request, to be rethrown unchanged.
 */
export function classifySaveError(error: unknown): SaveFailureKind | null {
  const status = statusOf(error);
  if (status !== null) return status >= 500 ? "server" : null;
  if (typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError") return null;
  if (error instanceof TypeError) return "network";
  return "server";
}

/** The screen's message for a failure of that kind. */
export function saveFailureMessage(kind: SaveFailureKind, messages: SaveFailureMessages = {}): string {
  return kind === "network" ? (messages.network ?? NETWORK_ERROR_MESSAGE) : (messages.server ?? SERVER_ERROR_MESSAGE);
}

/** Where a redirect leads when it means "sign in (or unlock the company) first". */
export function isSignInRedirect(location: string | null): boolean {
  if (!location) return false;
  const path = location.replace(/^https?:\/\/[^/]+/, "");
  return path === "/login" || path.startsWith("/login?") || /^\/company\/[^/]+\/unlock(\?|$)/.test(path);
}
