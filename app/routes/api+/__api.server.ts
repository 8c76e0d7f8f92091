import { MAX_ROW_ID } from "~/lib/row-id";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import * as z from "zod";
import { authenticateKey, type TokenKey, type User } from "~/modules/auth/auth.server";
import { type Company, companyContext, type CompanyContext, getMemberCompany } from "~/modules/companies/companies.server";
import { KEY_DENIED, type KeyScope, type Permission, permissionOfMethod, type Role } from "~/modules/companies/policy";
import { flattenZodError } from "~/lib/zod-helpers";
import { getDb } from "~/utils/db.server";
import { DomainError } from "~/utils/errors";
import { getUser } from "~/modules/auth/session.server";

// One wrapper for every /api route: authentication (bearer token, or the browser's session
// cookie), zod-parsed params, query and body, and JSON errors `{ error, errors? }`. It is also the
// one place an API key's scope is enforced (ADR 0069): a print key reaches only the print daemon's
// operations, a company's key only its company (ctx.company), as at most its role.

type Args = LoaderFunctionArgs | ActionFunctionArgs;

export interface ApiContext<P, Q, B> {
  request: Request;
  db: Knex;
  user: User;
  /** The bearer token's key (its id and scope), or null for a browser session. */
  key: TokenKey | null;
  params: P;
  query: Q;
  body: B;
  /**
   * The company with this id if the user is a member of it, or a 404; a 403 when the user's role
   * lacks the operation's permission (its spec's, or what its method needs; policy.ts). Through a
   * company's key: a 404 for any other company, and the role is the lower of the member's and the key's.
   */
  company(id: number | string): Promise<Company>;
  /** The services' context (companyContext) in the company with this id, acting as this user: company()'s checks first. */
  context(id: number | string): Promise<CompanyContext>;
  /**
   * The company of a record the route names by its own id, for a route that does not name the
   * company: `find` gives the record's company among the user's (or the record's 404), which
   * company() then checks.
   */
  companyOf(find: RecordCompanyId, id: number): Promise<Company>;
  /** The same company as the services' context (companyContext), acting as this user. */
  contextOf(find: RecordCompanyId, id: number): Promise<CompanyContext>;
}

/** How a module finds the company of one of its records through the user's companies (recordCompanyId). */
export type RecordCompanyId = (db: Knex, userId: number, id: number) => Promise<number>;

/**
 * What /api/openapi.json says of an operation, declared beside the code that serves it: the
 * document (openapi[.]json/openapi.server.ts) reads it from the route's loader and action, with the
 * spec's own params, query and body schemas, so it cannot drift from what the route validates.
 */
export interface ApiDoc {
  tag: string;
  summary: string;
  /** The answers a client may get, by status (401 is added for every authenticated operation). */
  responses: Record<number, string>;
  /** The success answer's media type, when it is not JSON (a PDF). */
  produces?: string;
  /** The request body's media type, when the handler reads it itself as text that is not JSON (a CSV file). */
  consumes?: string;
  /**
   * The body the handler parses itself with parseInput, when the spec's `body` is only a shell
   * (the record is looked up first, or merged with the fields sent): the schema that handler uses.
   */
  body?: z.ZodType;
  /** The same for a query string the handler reads itself. */
  query?: z.ZodObject;
}

interface Spec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  /** false for sign-in and sign-up; default true. */
  auth?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** The largest body the route reads, and what a larger one is told (413); default: no limit. */
  bodyLimit?: { bytes: number; message: string };
  /** The operation in /api/openapi.json. */
  doc: ApiDoc;
  /** What the user's role must allow in the company; default: `read` for GET, `write` for the rest. */
  permission?: Permission;
  /** The refusal's wording when the spec has its own ("You do not have permission to delete vendor groups."). */
  denied?: string;
  /**
   * Who beyond a user token may call it: "print" for the print daemon's operations (the only ones a
   * print key reaches), "user" for an operation on the user's own account rather than on one of
   * their companies (listing, creating, restoring companies), which a company's key may not call.
   * Default: a company operation, which any key reaches through ctx.company() but a print key.
   */
  keys?: "print" | "user";
}

/** A declared operation as the document reads it: the spec an api() handler was built from. */
export type ApiOperation = Spec<z.ZodType, z.ZodType, z.ZodType>;

/** An api() handler, carrying its declaration. */
export type ApiHandler = ((args: Args) => Promise<Response>) & { operation: ApiOperation };

export type ApiMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/** A byMethod() action, carrying its handlers' declarations by method. */
export type ApiAction = ((args: ActionFunctionArgs) => Promise<Response>) & { operations: Partial<Record<ApiMethod, ApiOperation>> };

export const json = (data: unknown, status = 200, headers?: HeadersInit) =>
  new Response(JSON.stringify(data), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...Object.fromEntries(new Headers(headers)) },
  });

export const apiError = (status: number, error: string, errors?: Record<string, string[]>) =>
  json(errors ? { error, errors } : { error }, status);

async function authenticate(request: Request, db: Knex): Promise<{ user: User; key: TokenKey | null } | null> {
  const header = request.headers.get("Authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? authenticateKey(db, match[1]) : null;
  }
  const user = await getUser(request);
  return user ? { user, key: null } : null;
}

/** A key's scope against what the operation lets keys do: a 403 in the policy's wording when it may not call it at all. */
function assertKeyReaches(key: TokenKey | null, keys: Spec<z.ZodType, z.ZodType, z.ZodType>["keys"]): void {
  if (!key?.scope) return; // a user token acts as its user
  if (key.scope === "print" && keys !== "print") throw new DomainError(KEY_DENIED.print, 403);
  if (keys === "user") throw new DomainError(KEY_DENIED.company, 403);
}

/** The company through the request's key: another company than the key's is not there; the key's role caps the member's. */
function keyCompany(db: Knex, userId: number, key: TokenKey | null, id: number | string, permission: Permission, denied?: string) {
  if (key?.companyId != null && Number(id) !== key.companyId) throw new DomainError("Company not found", 404);
  const ceiling = key?.scope && key.scope !== "print" ? (key.scope as Exclude<KeyScope, "print">) : undefined;
  return getMemberCompany(db, userId, id, permission, denied, ceiling as Role | undefined);
}

/** The body's bytes; past `limit` (declared or as it streams in) a 413 and nothing more is read. */
export async function readBodyBytes(request: Request, limit?: Spec<z.ZodType, z.ZodType, z.ZodType>["bodyLimit"]): Promise<Buffer> {
  if (!limit) return Buffer.from(await request.arrayBuffer());
  const tooLarge = () => new DomainError(limit.message, 413);
  if (Number(request.headers.get("Content-Length")) > limit.bytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.bytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body's text (UTF-8), with readBodyBytes' limit. */
async function readText(request: Request, limit?: Spec<z.ZodType, z.ZodType, z.ZodType>["bodyLimit"]): Promise<string> {
  if (!limit) return request.text();
  return (await readBodyBytes(request, limit)).toString("utf8");
}

async function readBody(request: Request, limit?: Spec<z.ZodType, z.ZodType, z.ZodType>["bodyLimit"]): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  const text = await readText(request, limit);
  if (!text.trim()) return {};
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError("The request body is not valid JSON.", 400);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new DomainError("The request body must be a JSON object.", 400);
  }
  return body;
}

/** Parse a request's input (a body assembled by the handler, say) with the API's 400 answer on failure. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  return parse(schema, value, "input");
}

function parse<T extends z.ZodType>(schema: T | undefined, value: unknown, what: "params" | "input"): z.infer<T> {
  if (!schema) return undefined as z.infer<T>;
  const result = schema.safeParse(value);
  if (!result.success) {
    if (what === "params") throw new DomainError("Not found", 404); // a malformed id names nothing
    const { message, fieldErrors } = flattenZodError(result.error);
    throw new DomainError(message, 400, fieldErrors);
  }
  // Second line behind the schemas' text rule (which names the field, and comes first): PostgreSQL
  // refuses NUL, so no input holding one, in a value or a key, gets past here.
  if (holdsNul(value)) throw new DomainError("The request must not contain NUL characters (\\u0000).", 400);
  return result.data;
}

function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([key, v]) => key.includes("\u0000") || holdsNul(v));
  return false;
}

/** Build a loader/action handler for an API route. */
export function api<P extends z.ZodType = z.ZodUndefined, Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined>(
  spec: Spec<P, Q, B>,
  handler: (ctx: ApiContext<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<unknown>,
): ApiHandler {
  const run = async ({ request, params }: Args): Promise<Response> => {
    try {
      const db = await getDb();
      let user: User | null = null;
      let key: TokenKey | null = null;
      if (spec.auth !== false) {
        const found = await authenticate(request, db);
        if (!found) return apiError(401, "Authentication required");
        ({ user, key } = found);
        assertKeyReaches(key, spec.keys);
      }
      const url = new URL(request.url);
      const ctx: ApiContext<z.infer<P>, z.infer<Q>, z.infer<B>> = {
        request,
        db,
        user: user as User,
        key,
        params: parse(spec.params, params, "params"),
        query: parse(spec.query, Object.fromEntries(url.searchParams), "input"),
        body: spec.body ? parse(spec.body, await readBody(request, spec.bodyLimit), "input") : (undefined as z.infer<B>),
        company: (id) => keyCompany(db, (user as User).id, key, id, spec.permission ?? permissionOfMethod(request.method), spec.denied),
        context: async (id) => companyContext(await ctx.company(id), (user as User).id),
        companyOf: async (find, id) => ctx.company(await find(db, (user as User).id, id)),
        contextOf: async (find, id) => ctx.context(await find(db, (user as User).id, id)),
      };
      const result = await handler(ctx);
      return result instanceof Response ? result : json(result);
    } catch (error) {
      if (error instanceof DomainError) return apiError(error.status, error.message, error.fieldErrors);
      if (error instanceof Response) return error;
      console.error(error);
      return apiError(500, "Internal server error");
    }
  };
  return Object.assign(run, { operation: spec as ApiOperation });
}

/** Dispatch an action by HTTP method; other methods get 405. */
export function byMethod(handlers: Partial<Record<ApiMethod, ApiHandler>>): ApiAction {
  const dispatch = async (args: ActionFunctionArgs) => {
    const handler = handlers[args.request.method.toUpperCase() as ApiMethod];
    if (!handler) return apiError(405, `Method ${args.request.method} not allowed`);
    return handler(args);
  };
  const operations = Object.fromEntries(Object.entries(handlers).map(([method, handler]) => [method, handler.operation]));
  return Object.assign(dispatch, { operations });
}

export const idParam = (name: string) => z.object({ [name]: z.coerce.number({ error: "Not found" }).int().positive().max(MAX_ROW_ID) });
