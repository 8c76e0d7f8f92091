const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard: a state-changing request whose Origin (or, lacking it,
 * Referer) names another host than the one it was sent to is refused. Requests with neither
 * header come from programs, not browsers, and carry a bearer token or no credentials.
 */
export function isCrossOriginMutation(method: string, headers: { get(name: string): string | null }): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  const source = headers.get("origin") ?? headers.get("referer");
  if (!source) return false;
  if (source === "null") return true;
  try {
    return new URL(source).host !== host;
  } catch {
    return true;
  }
}
