// The address a request came from, as the server saw it: Express's req.ip (the socket's address,
// or behind a trusted proxy the X-Forwarded-For client — see TRUST_PROXY). server.ts writes it into
// an internal header before Remix runs, replacing any value a client sent under that name, so a
// loader or action (which sees only a Fetch Request) can read it.

export const CLIENT_ADDRESS_HEADER = "x-ledgerline-client-address";

/** The client's address, or "unknown" (a request not made through server.ts: tests, scripts). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
