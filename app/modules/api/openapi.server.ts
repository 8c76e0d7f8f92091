import { z } from "zod";
import { loginSchema, signupSchema } from "~/modules/auth/schema";
import { companyCreateSchema, companyUpdateSchema } from "~/modules/companies/schema";

// The OpenAPI document of /api, generated from the same zod schemas the routes validate with.
// Add each new endpoint to ENDPOINTS.

type Method = "get" | "post" | "put" | "delete";

interface Endpoint {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  responses: Record<number, string>;
}

const ENDPOINTS: Endpoint[] = [
  { method: "post", path: "/api/client/signup", tag: "Auth", summary: "Create an account; returns { token, client }", auth: false, body: signupSchema, responses: { 201: "Signed up", 400: "Invalid input", 409: "Email already registered" } },
  { method: "post", path: "/api/client/login", tag: "Auth", summary: "Sign in; returns { token, client }", auth: false, body: loginSchema, responses: { 200: "Signed in", 400: "Invalid input", 401: "Invalid email or password", 429: "Too many failed attempts" } },
  { method: "post", path: "/api/client/logout", tag: "Auth", summary: "Revoke the bearer token of this request", responses: { 200: "Revoked" } },
  { method: "get", path: "/api/company", tag: "Companies", summary: "The signed-in user's companies: { companies }", responses: { 200: "Companies" } },
  { method: "post", path: "/api/company", tag: "Companies", summary: "Create a company: { data: company }", body: companyCreateSchema, responses: { 201: "Created", 400: "Invalid input", 409: "Duplicate company name" } },
  { method: "post", path: "/api/company/create", tag: "Companies", summary: "Create a company (alias): { data: company }", body: companyCreateSchema, responses: { 201: "Created", 400: "Invalid input", 409: "Duplicate company name" } },
  { method: "get", path: "/api/company/{id}", tag: "Companies", summary: "One company: { data }", responses: { 200: "The company", 404: "Not found" } },
  { method: "put", path: "/api/company/{id}", tag: "Companies", summary: "Update company fields: { company }", body: companyUpdateSchema, responses: { 200: "Updated", 400: "Invalid input", 404: "Not found", 409: "Duplicate company name" } },
  { method: "delete", path: "/api/company/{id}", tag: "Companies", summary: "Delete a company and its books", responses: { 200: "Deleted", 404: "Not found" } },
];

/** A request body's JSON schema: field types from the schema's output, "required" from what parsing demands. */
function requestSchema(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Record<string, unknown>;
  delete json.$schema;
  const shape = schema instanceof z.ZodObject ? schema.shape : "shape" in (schema as object) ? (schema as unknown as z.ZodObject).shape : undefined;
  if (shape && Array.isArray(json.required)) {
    json.required = (json.required as string[]).filter((key) => !shape[key]?.safeParse(undefined).success);
  }
  return json;
}

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string", description: "What went wrong, one message per line" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } }, description: "Messages per field" },
  },
};

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS) {
    const parameters = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "integer" },
    }));
    const responses = Object.fromEntries(
      Object.entries(endpoint.responses).map(([status, description]) => [
        status,
        Number(status) >= 400
          ? { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } }
          : { description, content: { "application/json": { schema: { type: "object" } } } },
      ]),
    );
    if (endpoint.auth !== false) responses[401] = { description: "Authentication required", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
    (paths[endpoint.path] ??= {})[endpoint.method] = {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      security: endpoint.auth === false ? [] : [{ bearerAuth: [] }],
      parameters: parameters.length ? parameters : undefined,
      requestBody: endpoint.body
        ? { required: true, content: { "application/json": { schema: requestSchema(endpoint.body) } } }
        : undefined,
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Ledgerline API",
      version: "1.0.0",
      description: "Company-scoped bookkeeping. Authenticate with a bearer token from POST /api/client/login or `ledgerline tokens create`.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
