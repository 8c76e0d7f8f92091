import { routes } from "@remix-run/dev/server-build";
import * as z from "zod";
import type { ApiAction, ApiHandler, ApiOperation } from "../__api.server";

// The OpenAPI document of /api (docs/ARCHITECTURE.md, "The API document"; ADR 0036), derived from the routes themselves: every route module under
// routes/api+/ declares its operations in its api({ doc, params, query, body }) handlers (see
// __api.server.ts), and this file walks the build's route table and reads them. The paths come from
// the route table, the schemas from the zod schemas the routes validate with; there is no list of
// endpoints to keep. tests/integration/api-document.test.ts fails when an API route file declares
// nothing.

type Method = "get" | "post" | "put" | "patch" | "delete";

/** An API route as the document reads it: its id, its OpenAPI path and its declared operations. */
export interface ApiRoute {
  id: string;
  /** e.g. /api/vendor/{vendorId}/bills */
  path: string;
  operations: [Method, ApiOperation][];
}

type RouteEntry = { id: string; parentId?: string; path?: string; module?: Record<string, unknown>; file?: string };

/** The URL path of a route: its own path after its parents'. */
function fullPath(table: Record<string, RouteEntry | undefined>, route: RouteEntry): string {
  const segments: string[] = [];
  for (let r: RouteEntry | undefined = route; r; r = r.parentId ? table[r.parentId] : undefined) if (r.path) segments.unshift(r.path);
  return "/" + segments.join("/").replace(/:(\w+)/g, "{$1}");
}

/**
 * A route's module: the build carries each one; under vitest the route table stands in without
 * modules (tests/support/server-build.ts), so the file is imported.
 */
async function moduleOf(route: RouteEntry): Promise<Record<string, unknown>> {
  if (route.module) return route.module;
  const url = new URL(`../../../${route.file}`, import.meta.url).href;
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
}

/** Every route under routes/api+/ (the splat and this document aside) with its declared operations, by path. */
export async function apiRoutes(): Promise<ApiRoute[]> {
  const table = routes as unknown as Record<string, RouteEntry | undefined>;
  const found: ApiRoute[] = [];
  for (const route of Object.values(table)) {
    if (!route || !route.id.startsWith("routes/api+/") || route.id === "routes/api+/$" || route.id.startsWith("routes/api+/openapi[.]json"))
      continue;
    const module = await moduleOf(route);
    const loader = module.loader as Partial<ApiHandler> | undefined;
    const action = module.action as Partial<ApiAction> | undefined;
    const operations: [Method, ApiOperation][] = [
      ...(loader?.operation ? [["get", loader.operation] as [Method, ApiOperation]] : []),
      ...Object.entries(action?.operations ?? {}).map(([method, op]) => [method.toLowerCase() as Method, op] as [Method, ApiOperation]),
    ];
    found.push({ id: route.id, path: fullPath(table, route), operations });
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

type Def = {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/**
 * The checks-then-transforms (a pipe ending in a transform) that sit behind a preprocessing step:
 * what such a field accepts is the preprocessing's business (a quantity may come as a number or as
 * text), so the document says nothing of its type rather than something too narrow.
 */
function preprocessedTransforms(schema: z.ZodType, found = new WeakSet<z.ZodType>(), behindPreprocess = false): WeakSet<z.ZodType> {
  const def = defOf(schema);
  if (def.type === "pipe" && def.in && def.out) {
    if (behindPreprocess && defOf(def.out).type === "transform") found.add(schema);
    const preprocess = defOf(def.in).type === "transform";
    preprocessedTransforms(def.in, found);
    preprocessedTransforms(def.out, found, preprocess || behindPreprocess);
    return found;
  }
  const wrapper = ["optional", "default", "prefault", "nullable", "readonly", "catch"].includes(def.type);
  const children = [
    def.innerType,
    def.element,
    def.left,
    def.right,
    def.valueType,
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
  ].filter((child): child is z.ZodType => !!child);
  for (const child of children) preprocessedTransforms(child, found, wrapper && behindPreprocess);
  return found;
}

/**
 * A money field (its schema marked `.meta({ format: "money" })`): parsed to cents, but sent and
 * stored as dollars — "7500.00" or 7500 is $7,500.00, 4.25 is $4.25 — so the document declares
 * the decimal a client sends, text or a JSON number, never the integer of cents it becomes.
 */
function moneySchema(out: Record<string, unknown>) {
  const nullable = JSON.stringify(out).includes('"null"');
  for (const key of Object.keys(out)) delete out[key];
  Object.assign(out, {
    anyOf: [
      { type: "string", format: "decimal", pattern: "^\\$?\\d[\\d,]*(\\.\\d{1,2})?$", examples: ["7500.00"] },
      { type: "number", multipleOf: 0.01, minimum: 0, examples: [4.25] },
      ...(nullable ? [{ type: "null" }] : []),
    ],
    description: "An amount in dollars with at most 2 decimals (text or a JSON number)",
  });
}

/** A decimal field (`decimalInput`, marked `format: "decimal"`): text, or a JSON number read as its text. */
function decimalSchema(out: Record<string, unknown>) {
  const text = { ...out };
  for (const key of Object.keys(out)) delete out[key];
  Object.assign(out, { anyOf: [{ ...text, type: "string" }, { type: "number" }], description: "A decimal number (text or a JSON number)" });
}

/** A zod schema as JSON Schema: the parsed value's types (a default or a preprocessing step aside). */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const preprocessed = preprocessedTransforms(schema);
  const json = z.toJSONSchema(schema, {
    io: "output",
    unrepresentable: "any",
    // A value checked as text and then turned into something else (a date read as YYYY-MM-DD, say)
    // is described by what the client sends: the text.
    override: ({ zodSchema, jsonSchema: out }) => {
      const format = z.globalRegistry.get(zodSchema as unknown as z.ZodType)?.format;
      if (format === "money") return moneySchema(out);
      if (format === "decimal") return decimalSchema(out);
      const def = defOf(zodSchema as unknown as z.ZodType);
      if (def.type !== "pipe" || !def.in || defOf(def.out!).type !== "transform" || Object.keys(out).length) return;
      if (!preprocessed.has(zodSchema as unknown as z.ZodType)) Object.assign(out, jsonSchema(def.in));
    },
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** The fields of an object schema, of an intersection of objects, or of an object behind a preprocessing step. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = schema._zod.def as { type: string; left?: z.ZodType; right?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (def.type === "intersection" && def.left && def.right) {
    const [left, right] = [shapeOf(def.left), shapeOf(def.right)];
    return left && right ? { ...left, ...right } : undefined;
  }
  if (def.type === "pipe" && def.in?._zod.def.type === "transform" && def.out) return shapeOf(def.out);
  return undefined;
}

/** A schema without its wrappers (optional, default, nullable, a preprocessing or transforming step). */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  if (def.innerType && ["optional", "default", "prefault", "nullable", "readonly", "catch"].includes(def.type))
    return unwrap(def.innerType);
  if (def.type === "pipe" && def.in && def.out) return unwrap(def.in._zod.def.type === "transform" ? def.out : def.in);
  return schema;
}

/**
 * "required" as parsing demands it, at every depth: JSON Schema's output view marks a field with a
 * default as required (the parsed value always has it); a client may leave it out.
 */
function markRequired(schema: z.ZodType, json: Record<string, unknown>) {
  const inner = unwrap(schema);
  const shape = shapeOf(inner);
  const properties = json.properties as Record<string, Record<string, unknown>> | undefined;
  if (shape && properties) {
    if (Array.isArray(json.required))
      json.required = (json.required as string[]).filter((key) => !shape[key]?.safeParse(undefined).success);
    for (const [key, field] of Object.entries(shape)) if (properties[key]) markRequired(field, properties[key]);
  }
  const element = (inner._zod.def as { type: string; element?: z.ZodType }).element;
  if (element && json.items && typeof json.items === "object") markRequired(element, json.items as Record<string, unknown>);
}

/** A request body's JSON schema: field types from the schema's output, "required" from what parsing demands. */
function requestSchema(schema: z.ZodType) {
  const json = jsonSchema(schema);
  markRequired(schema, json);
  return json;
}

/** Query string parameters, one per field of the operation's query schema. */
function queryParameters(schema: z.ZodType) {
  return Object.entries(shapeOf(schema) ?? {}).map(([name, field]) => ({
    name,
    in: "query",
    required: !field.safeParse(undefined).success,
    schema: jsonSchema(field),
  }));
}

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string", description: "What went wrong, one message per line" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } }, description: "Messages per field" },
  },
};

/** The path parameters of an operation, typed by the spec's params schema where it has one. */
function pathParameters(path: string, params: z.ZodType | undefined) {
  const shape = params instanceof z.ZodObject ? params.shape : {};
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const field = shape[name] as z.ZodType | undefined;
    return { name, in: "path", required: true, schema: field ? jsonSchema(field) : { type: "integer" } };
  });
}

/** Operations that act on no one company: signing in, the print daemon's own calls. */
const NO_COMPANY_TAGS = ["Auth", "Print daemon"];

const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

function operationObject(path: string, op: ApiOperation) {
  const { doc } = op;
  const query = doc.query ?? op.query;
  const parameters = [...pathParameters(path, op.params), ...(query ? queryParameters(query) : [])];
  const responses: Record<string, unknown> = Object.fromEntries(
    Object.entries(doc.responses).map(([status, description]) => [
      status,
      Number(status) >= 400
        ? { description, content: errorContent }
        : doc.produces
          ? { description, content: { [doc.produces]: { schema: { type: "string", format: "binary" } } } }
          : { description, content: { "application/json": { schema: { type: "object" } } } },
    ]),
  );
  if (op.auth !== false) responses[401] = { description: "Authentication required", content: errorContent };
  // A company's operation answers 403 when the user's role in it (capped by an API key's) does not
  // allow it (policy.ts); any operation but the print daemon's, to a key whose scope does not reach it
  // (a print key; a company's key on the user's own account; ADR 0069).
  if (op.auth !== false && op.keys !== "print" && !responses[403]) {
    responses[403] = {
      description:
        NO_COMPANY_TAGS.includes(doc.tag) || op.keys === "user"
          ? "The API key's scope does not allow this operation"
          : "The user's role in the company, or the API key's scope, does not allow this operation",
      content: errorContent,
    };
  }
  const body = doc.body ?? op.body;
  return {
    summary: doc.summary,
    tags: [doc.tag],
    security: op.auth === false ? [] : [{ bearerAuth: [] }],
    parameters: parameters.length ? parameters : undefined,
    requestBody: doc.consumes
      ? { required: true, content: { [doc.consumes]: { schema: { type: "string" } } } }
      : body
        ? { required: true, content: { "application/json": { schema: requestSchema(body) } } }
        : undefined,
    responses,
  };
}

export async function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of await apiRoutes()) {
    for (const [method, op] of route.operations) (paths[route.path] ??= {})[method] = operationObject(route.path, op);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Ledgerline API",
      version: "1.0.0",
      description:
        "Company-scoped bookkeeping. Authenticate with a bearer token from POST /api/client/login, `ledgerline tokens create` or a company's API keys (Settings › Integration Keys): a key of a company acts there as at most its role; a print key only claims and reports print jobs.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
