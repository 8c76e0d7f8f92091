// Calling the API's route handlers in-process as a signed-up client does (bearer token, JSON).
import { expect } from "vitest";
import * as companies from "../../app/routes/api+/company._index";
import * as signup from "../../app/routes/api+/client.signup";
import { call } from "./app";
import { companyFields } from "./company-fields";

type Json = any;

function postSignup(email: string) {
  return call(signup.action, "/api/client/signup", {
    method: "POST",
    body: { email, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
  });
}

/** A new client through the signup API: its bearer token and user id. */
export async function signUp(email: string): Promise<{ token: string; userId: number }> {
  const response = await postSignup(email);
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
  const body = await response.json();
  return { token: body.token, userId: body.client.id };
}

/** A new client through the signup API, which must answer 201 Created: its bearer token. */
export async function signUpToken(email: string): Promise<string> {
  const response = await postSignup(email);
  expect(response.status).toBe(201);
  return (await response.json()).token;
}

export type HitOptions = {
  /** Whose bearer token; null (or "") sends none. Default: the default token. */
  token?: string | null;
  method?: string;
  params?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
};

export type ApiCaller = (handler: unknown, path: string, options?: HitOptions) => Promise<{ status: number; body: Json }>;

/**
 * A caller of route handlers with `defaultToken()`'s bearer token unless one is given: status and
 * JSON body. `json: true` also holds every answer, errors too, to a JSON Content-Type.
 */
export function apiCaller(defaultToken: () => string, options: { json?: boolean } = {}): ApiCaller {
  return async (handler, path, hitOptions = {}) => {
    const { token = defaultToken(), method = "GET", params = {}, body, headers = {} } = hitOptions;
    const response = await call(handler, path, {
      method,
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: body as BodyInit | object | undefined,
    });
    if (options.json) expect(response.headers.get("Content-Type")).toContain("application/json");
    return { status: response.status, body: await response.json() };
  };
}

/** A new company through the API (the setup form's fields), which must answer 201: its id. */
export async function newApiCompany(hit: ApiCaller, token?: string): Promise<number> {
  const { status, body } = await hit(companies.action, "/api/company", { method: "POST", token, body: companyFields() });
  expect(status).toBe(201);
  return body.data.id;
}
