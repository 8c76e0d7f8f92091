// Remix's old data requests (`?_data=<route id>`): a Remix app with single fetch never makes them,
// yet an old browser tab, a stale client or a bot still sends them, and Remix answers those with a
// 403 or a 500 ("init status must be 200–599") and logs an error. They are the client's mistake:
// the server answers 400 before Remix sees them.

export const LEGACY_DATA_REQUEST_MESSAGE = "This page was asked for in a way Ledgerline no longer answers (?_data=). Reload the page.";

/** Whether a request URL (path and query) is an old-style Remix data request. */
export function isLegacyDataRequest(url: string): boolean {
  return new URL(url, "http://localhost").searchParams.has("_data");
}
