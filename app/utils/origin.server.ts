const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether the operator says a reverse proxy is in front (TRUST_PROXY=1 or true): only then do the
 * X-Forwarded-Host and X-Forwarded-Proto headers describe the address the browser used. Without a
 * proxy any client can send them, so they are ignored.
 */
export function trustProxy(env: Record<string, string | undefined> = process.env): boolean {
  return ["1", "true", "yes"].includes((env.TRUST_PROXY ?? "").trim().toLowerCase());
}

/** The first value of a header a chain of proxies may have appended to ("a, b"). */
const firstValue = (value: string | null) => value?.split(",")[0]?.trim() || null;

/**
 * Cross-site request forgery guard: a state-changing request whose Origin (or, lacking it,
 * Referer) names another host than the one it was sent to is refused. Requests with neither
 * header come from programs, not browsers, and carry a bearer token or no credentials.
 *
 * The host it was sent to is the Host header; behind a trusted proxy (`trustProxy`) it is the
 * proxy's X-Forwarded-Host, and when the proxy names the scheme (X-Forwarded-Proto) the origin's
 * scheme must match it too.
 */
export function isCrossOriginMutation(
  method: string,
  headers: { get(name: string): string | null },
  options: { trustProxy?: boolean } = {},
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const behindProxy = options.trustProxy ?? trustProxy();
  const host = (behindProxy ? firstValue(headers.get("x-forwarded-host")) : null) ?? headers.get("host");
  const proto = behindProxy ? firstValue(headers.get("x-forwarded-proto"))?.toLowerCase() : null;
  const source = headers.get("origin") ?? headers.get("referer");
  if (!source) return false;
  if (source === "null") return true;
  try {
    const url = new URL(source);
    if (proto && url.protocol !== `${proto}:`) return true;
    return url.host !== host;
  } catch {
    return true;
  }
}
