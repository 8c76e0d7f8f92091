// Run the app's loaders and actions in-process against a fresh test database: the app's
// database singleton (getDb) is pointed at it, so routes and services use the same handle.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import { createUser, type User } from "../../app/modules/auth/auth.server";
import { signIn } from "../../app/modules/auth/session.server";
import { createTestDatabase, type TestDatabase } from "./db";

process.env.SESSION_SECRET ??= "test-session-secret";

export const BASE = "http://localhost:3000";

export interface TestApp {
  db: Knex;
  cleanup(): Promise<void>;
}

export async function startTestApp(): Promise<TestApp> {
  const t: TestDatabase = await createTestDatabase();
  globalThis.__ledgerlineDb = Promise.resolve(t.db);
  return {
    db: t.db,
    cleanup: async () => {
      globalThis.__ledgerlineDb = undefined;
      await t.cleanup();
    },
  };
}

let userCount = 0;
export async function makeUser(db: Knex, overrides: Partial<{ email: string; password: string; firstName: string }> = {}) {
  userCount += 1;
  const password = overrides.password ?? "correct horse battery";
  const user = await createUser(db, {
    email: overrides.email ?? `user${userCount}-${Date.now()}@example.com`,
    password,
    firstName: overrides.firstName ?? "Alice",
    lastName: "Bookkeeper",
  });
  return { user, password };
}

/** The Cookie header of a fresh signed-in session for this user. */
export async function sessionCookie(user: User): Promise<string> {
  const response = await signIn(new Request(BASE), user.id, "/");
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return setCookie.split(";")[0];
}

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<Response> | Response | Promise<unknown>;

/** Call a route's loader or action as Remix would. */
export async function call(
  handler: unknown,
  path: string,
  options: { method?: string; params?: Record<string, string>; headers?: Record<string, string>; body?: BodyInit | object } = {},
): Promise<Response> {
  const { method = "GET", params = {}, headers = {}, body } = options;
  const isJson = body !== undefined && typeof body === "object" && !(body instanceof FormData) && !(body instanceof URLSearchParams);
  const request = new Request(BASE + path, {
    method,
    headers: isJson ? { "Content-Type": "application/json", ...headers } : headers,
    body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as BodyInit),
  });
  try {
    const result = await (handler as Handler)({ request, params, context: {} } as never);
    if (result instanceof Response) return result;
    // Remix's data(value, init) from single-fetch actions
    if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
      const { data, init } = result as { data: unknown; init?: ResponseInit | null };
      return new Response(JSON.stringify(data), init ?? undefined);
    }
    return new Response(JSON.stringify(result), { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
