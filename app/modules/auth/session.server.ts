import { createCookie, redirect } from "@remix-run/node";
import type { Knex } from "knex";
import { createSession, deleteSession, getSession, sessionKeyOf, type SessionRecord, type User } from "~/modules/auth/auth.server";
import { sessionSecret } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { trustProxy } from "~/utils/origin.server";
import { askedInRequest, inRequestScope, oncePerRequest } from "~/utils/request-scope.server";

const SESSION_COOKIE = "ledgerline_session";

/**
 * Whether the browser reached us over https: the request URL says so, or — only when the operator
 * says a TLS proxy is in front (TRUST_PROXY, as the README says) — the proxy's X-Forwarded-Proto.
 * Without TRUST_PROXY the header is ignored like every X-Forwarded-* header: any client can send it,
 * and a Secure cookie set over plain http would never come back (the user could not stay signed in).
 */
export function isHttps(request: Request, env: Record<string, string | undefined> = process.env): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  if (!trustProxy(env)) return false;
  const forwarded = request.headers.get("x-forwarded-proto") ?? "";
  return forwarded
    .split(",")
    .map((proto) => proto.trim().toLowerCase())
    .includes("https");
}

function sessionCookie(request: Request) {
  return createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttps(request),
    secrets: [sessionSecret()],
  });
}

async function readSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

/** A read (GET or HEAD) changes nothing, so its loaders may share what they look up. */
export const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * The signed-in session of this request: looked up once per request object, and once for all the
 * loaders of one page or data request (app/utils/request-scope.server.ts). A form post looks it up
 * afresh in each loader, since its action may have changed it.
 */
const sessionCache = new WeakMap<Request, Promise<SessionRecord | null>>();
const sessionScopeKey = (request: Request) => `session ${request.headers.get("Cookie") ?? ""}`;
export function getSessionRecord(request: Request): Promise<SessionRecord | null> {
  let pending = sessionCache.get(request);
  if (!pending) {
    const lookup = async () => {
      const id = await readSessionId(request);
      return id ? getSession(await getDb(), id) : null;
    };
    pending = isRead(request) ? oncePerRequest(sessionScopeKey(request), lookup) : lookup();
    sessionCache.set(request, pending);
  }
  return pending;
}

/**
 * The session and, in the same statement, more that the request needs (`read` is given the
 * session's key: it joins `sessionRow`); `name` says what, as the request's loaders share it. Only
 * for a read inside a request scope whose session was not looked up yet: every later
 * getSessionRecord of the request then shares this one. Otherwise just the session, with `more`
 * undefined, and the caller reads the rest by itself.
 */
export async function readSessionWith<T>(
  request: Request,
  name: string,
  read: (db: Knex, sessionKey: string) => Promise<{ session: SessionRecord | null; more: T }>,
): Promise<{ session: SessionRecord | null; more?: T }> {
  const key = sessionScopeKey(request);
  const combinedKey = `${key} with ${name}`;
  const alone = !isRead(request) || !inRequestScope() || (askedInRequest(key) && !askedInRequest(combinedKey));
  if (alone) return { session: await getSessionRecord(request) };
  const combined = oncePerRequest(combinedKey, async () => {
    const id = await readSessionId(request);
    return id ? read(await getDb(), sessionKeyOf(id)) : { session: null, more: undefined };
  });
  oncePerRequest(key, () => combined.then(({ session }) => session));
  return combined;
}

export async function getUser(request: Request): Promise<User | null> {
  return (await getSessionRecord(request))?.user ?? null;
}

/** Only local paths are allowed as a place to return to after sign-in. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/home"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}

/** Anonymous users are sent to /login, and brought back here afterwards. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) {
    const url = new URL(request.url);
    // A form posted here (an expired session while saving) returns to the form's page.
    url.searchParams.delete("index");
    url.searchParams.delete("_data");
    const back = url.pathname + url.search;
    const query = back === "/" || back === "/home" ? "" : `?${new URLSearchParams({ redirectTo: back })}`;
    throw redirect(`/login${query}`);
  }
  return user;
}

/** Signed-in users opening a public page (login, signup, sign-in result) go to /home. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect("/home");
}

/** Start a session for the user and redirect with its cookie. */
export async function signIn(request: Request, userId: number, redirectTo: string): Promise<Response> {
  const { id, expiresAt } = await createSession(await getDb(), userId);
  return redirect(redirectTo, {
    headers: { "Set-Cookie": await sessionCookie(request).serialize(id, { expires: expiresAt }) },
  });
}

export async function signOut(request: Request, redirectTo = "/login"): Promise<Response> {
  const id = await readSessionId(request);
  if (id) await deleteSession(await getDb(), id);
  return redirect(redirectTo, {
    headers: { "Set-Cookie": await sessionCookie(request).serialize("", { maxAge: 0 }) },
  });
}

export async function clearSessionCookie(request: Request): Promise<string> {
  return sessionCookie(request).serialize("", { maxAge: 0 });
}
