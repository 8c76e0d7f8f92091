import { AsyncLocalStorage } from "node:async_hooks";

// One HTTP request runs several loaders (the root, the dashboard layout, the screen), and Remix hands
// each its own copy of the Request, so a cache keyed by the Request object is a cache per loader.
// server.ts runs each request inside a scope; what its loaders share (the session, the company) is
// looked up once per scope. Outside a scope (tests calling a loader directly) nothing is shared.

declare global {
  var __ledgerlineRequestScope: AsyncLocalStorage<Map<string, unknown>> | undefined;
}

// On globalThis: server.ts and the built app (build/index.js) each have their own copy of this
// module, and must share the one scope.
const scope = (globalThis.__ledgerlineRequestScope ??= new AsyncLocalStorage<Map<string, unknown>>());

/** Run `fn` (the app's request handler) in a fresh per-request scope. */
export function withRequestScope<T>(fn: () => T): T {
  return scope.run(new Map(), fn);
}

/**
 * `make()` once per request scope and `key`, the same promise to every caller after; just `make()`
 * outside a scope. Only for reads whose answer cannot change during the request.
 */
export function oncePerRequest<T>(key: string, make: () => T): T {
  const store = scope.getStore();
  if (!store) return make();
  if (!store.has(key)) store.set(key, make());
  return store.get(key) as T;
}

/** Whether `oncePerRequest(key, …)` has been asked in this request scope (false outside a scope). */
export function askedInRequest(key: string): boolean {
  return scope.getStore()?.has(key) ?? false;
}

/** Whether the caller runs inside a request scope (loaders do under server.ts; tests calling a loader directly do not). */
export const inRequestScope = (): boolean => scope.getStore() !== undefined;
