// The API document against the API's route files: every file under app/routes/api+/ (its `__`
// helpers, the catch-all `$.ts` and the document's own route aside) serves operations that
// /api/openapi.json lists, each method it exports included; and every operation of the document is
// served by a route at its path, its path parameters parsed by the operation's params schema.
import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { apiRoutes } from "../../app/routes/api+/openapi[.]json/openapi.server";
import { routes } from "../support/server-build";
import { call } from "../support/app";

type Json = any;

const API_DIR = fileURLToPath(new URL("../../app/routes/api+/", import.meta.url));
const NOT_OPERATIONS = new Set(["$.ts", "openapi[.]json"]);

/** The route files of the API as they sit on disk (a folder route is its route.ts). */
const files = readdirSync(API_DIR)
  .filter((entry) => !entry.startsWith("__") && !NOT_OPERATIONS.has(entry))
  .map((entry) => (statSync(API_DIR + entry).isDirectory() ? `routes/api+/${entry}/route.ts` : `routes/api+/${entry}`));

/** A route's URL in the document's spelling: /api/vendor/{vendorId}/bills. */
function pathOf(id: string): string {
  const segments: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : (undefined as never))
    if (route.path) segments.unshift(route.path);
  return "/" + segments.join("/").replace(/:(\w+)/g, "{$1}");
}

const doc: Json = await (await call(openapi.loader, "/api/openapi.json")).json();

describe("/api/openapi.json against app/routes/api+/", () => {
  it("finds the API's route files", () => {
    expect(files.length).toBeGreaterThan(60);
    expect(files).toEqual(expect.arrayContaining(["routes/api+/print-daemon.claim.ts", "routes/api+/system.printers.ts"]));
  });

  for (const file of files) {
    it(`${file} is in the document, every method it serves`, async () => {
      const route = Object.values(routes).find((r) => r.file === file);
      expect(route, `${file} is not a route: is it ignored by remix.config.js?`).toBeDefined();
      const ops = doc.paths[pathOf(route!.id)];
      expect(ops, `${pathOf(route!.id)} (${file}) declares no operation: build its loader and action with api({ doc, … })`).toBeDefined();
      const module = await import(/* @vite-ignore */ fileURLToPath(new URL(`../../app/${file}`, import.meta.url)));
      if (module.loader) expect(Object.keys(ops), `${file}'s loader`).toContain("get");
      if (module.action) expect(Object.keys(ops).filter((m) => m !== "get").length, `${file}'s action`).toBeGreaterThan(0);
    });
  }

  it("serves every operation it lists, at its path, with its path parameters parsed", async () => {
    const served = new Set(
      Object.values(routes)
        .filter((r) => r.id.startsWith("routes/api+/"))
        .map((r) => pathOf(r.id)),
    );
    for (const [path, ops] of Object.entries<Json>(doc.paths)) {
      expect(served.has(path), `${path} is no route's path`).toBe(true);
      const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      for (const [method, op] of Object.entries<Json>(ops)) {
        const inPath = (op.parameters ?? []).filter((p: Json) => p.in === "path").map((p: Json) => p.name);
        expect(inPath, `${method} ${path}`).toEqual(names);
      }
    }
    // The document's operations are exactly the routes' declarations.
    const declared = (await apiRoutes()).flatMap((r) => r.operations.map(([method]) => `${method} ${r.path}`));
    const listed = Object.entries<Json>(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(declared.sort());
  });

  it("lists the print daemon's and the system's printing operations", () => {
    for (const [method, path] of [
      ["post", "/api/print-daemon/check-in"],
      ["post", "/api/print-daemon/claim"],
      ["get", "/api/print-daemon/jobs/{id}/pdf"],
      ["post", "/api/print-daemon/jobs/{id}/report"],
      ["get", "/api/system/printers"],
      ["post", "/api/system/print-pdf"],
    ])
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(Object.keys(doc.paths["/api/print-daemon/jobs/{id}/pdf"].get.responses["200"].content)).toEqual(["application/pdf"]);
  });

  it("declares vendor item prices as the money they are (dollars as text or a number), never integers of cents", () => {
    const PRICES = ["salesPrice", "purchasePrice", "standardCost"];
    const found: string[] = [];
    for (const [path, ops] of Object.entries<Json>(doc.paths)) {
      if (!/^\/api\/vendor\/(items|product-items|service-items)/.test(path)) continue;
      for (const [method, op] of Object.entries<Json>(ops)) {
        const properties = op.requestBody?.content?.["application/json"]?.schema?.properties ?? {};
        for (const name of PRICES.filter((p) => properties[p])) {
          const price = properties[name];
          found.push(`${method} ${path} ${name}`);
          expect(JSON.stringify(price), `${method} ${path} ${name}`).not.toContain("integer");
          const types = (price.anyOf ?? [price]).map((t: Json) => t.type);
          expect(types, `${method} ${path} ${name}`).toEqual(expect.arrayContaining(["string", "number"]));
          const number = (price.anyOf ?? [price]).find((t: Json) => t.type === "number");
          expect(number.multipleOf).toBe(0.01);
        }
      }
    }
    expect(found).toContain("put /api/vendor/items/{id} purchasePrice");
    expect(found.filter((f) => f.startsWith("post "))).not.toEqual([]);
  });
});
