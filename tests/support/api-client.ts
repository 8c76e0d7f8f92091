// Calling the API's route handlers in-process as a signed-up client does (bearer token, JSON).
import * as signup from "../../app/routes/api+/client.signup";
import { call } from "./app";

type Json = any;

/** A new client through the signup API: its bearer token and user id. */
export async function signUp(email: string): Promise<{ token: string; userId: number }> {
  const response = await call(signup.action, "/api/client/signup", {
    method: "POST",
    body: { email, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
  const body = await response.json();
  return { token: body.token, userId: body.client.id };
}

export type HitOptions = { token?: string; method?: string; params?: Record<string, string | number>; body?: unknown };

/** A caller of route handlers with `defaultToken()`'s bearer token unless one is given: status and JSON body. */
export function apiCaller(defaultToken: () => string) {
  return async (handler: unknown, path: string, options: HitOptions = {}): Promise<{ status: number; body: Json }> => {
    const { token = defaultToken(), method = "GET", params = {}, body } = options;
    const response = await call(handler, path, {
      method,
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      headers: { Authorization: `Bearer ${token}` },
      body: body as object | undefined,
    });
    return { status: response.status, body: await response.json() };
  };
}
