import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { routes as manifest } from "@remix-run/dev/server-build";
import type { AgnosticRouteMatch, AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// patches/@remix-run+router (ADR 0030) changes how the server matches a URL to the app's routes:
// ranked branches kept per route table, compiled paths kept, and one test of a branch's whole path
// before it is matched route by route; and (ADR 0088) a table's matches for a pathname kept, up to
// 1,000 pathnames, each caller given its own copy. It must find exactly what the router finds unpatched: the
// patched CommonJS build (what the server loads) against the package's own ES module build (which
// the patch leaves alone), over the app's real route table and thousands of addresses made from it.

type MatchRoutes = (routes: AgnosticRouteObject[], location: string) => AgnosticRouteMatch[] | null;

const require = createRequire(import.meta.url);
const patched = require("@remix-run/router") as { matchRoutes: MatchRoutes };
const routerDir = path.dirname(require.resolve("@remix-run/router"));

async function unpatchedMatchRoutes(): Promise<MatchRoutes> {
  const source = fs.readFileSync(path.join(routerDir, "router.js"), "utf8").replace(/^\/\/# sourceMappingURL=.*$/m, "");
  expect(source).not.toContain("Ledgerline");
  // The package has no "type": "module", so Node reads its ES module build only under an .mjs name.
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "router-")), "router.mjs");
  fs.writeFileSync(copy, source);
  return ((await import(pathToFileURL(copy).href)) as { matchRoutes: MatchRoutes }).matchRoutes;
}

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };
const entries = Object.values(manifest as Record<string, ManifestRoute>);

function tree(parentId: string | undefined): AgnosticRouteObject[] {
  return entries
    .filter((route) => route.id !== "root" && (route.parentId ?? "root") === (parentId ?? "root"))
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
}

/** Every route's full path with its params filled in several ways, every prefix of it, and variants. */
function addresses(routes: AgnosticRouteObject[]): string[] {
  const patterns: string[] = [];
  const walk = (list: AgnosticRouteObject[], prefix: string) => {
    for (const route of list) {
      const full = route.path ? `${prefix}/${route.path}` : prefix;
      patterns.push(full || "/");
      if ("children" in route && route.children) walk(route.children, full);
    }
  };
  walk(routes, "");
  const out = new Set(["/", "", "//", "/nowhere", "/company//1", "/COMPANY/1/DASHBOARD/VENDORS"]);
  for (const pattern of patterns) {
    for (const value of ["1", "42", "abc", "x%2Fy", "a%20b", "%E2%82%AC"]) {
      const segments = pattern
        .replace(/:[\w-]+/g, value)
        .replace(/\*/g, "a/b/c")
        .split("/")
        .filter(Boolean);
      for (let i = 0; i <= segments.length; i++) {
        const prefix = `/${segments.slice(0, i).join("/")}`;
        for (const variant of [prefix, `${prefix}/`, `${prefix}//`, `${prefix}/extra`, prefix.toUpperCase()]) out.add(variant);
      }
    }
  }
  return [...out];
}

const shape = (matches: AgnosticRouteMatch[] | null) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params: { ...params }, pathname, pathnameBase })) ?? null;

describe("route matching with the router patch (ADR 0030)", () => {
  const routes = [{ id: "root", path: "", children: tree(undefined) }];

  // Every address against every route, twice, and once more unpatched: minutes on a loaded machine.
  it(
    "finds, for every address made from the app's routes, exactly the matches the unpatched router finds",
    { timeout: 300_000 },
    async () => {
      const unpatched = await unpatchedMatchRoutes();
      const list = addresses(routes);
      expect(list.length).toBeGreaterThan(2_000);
      let screens = 0;
      for (const address of list) {
        const expected = shape(unpatched(routes, address));
        expect(shape(patched.matchRoutes(routes, address)), address).toEqual(expected);
        // twice: the second call answers from the kept branches and matchers
        expect(shape(patched.matchRoutes(routes, address)), address).toEqual(expected);
        const deepest = expected?.at(-1)?.id;
        if (deepest && !deepest.endsWith("$")) screens += 1;
      }
      expect(screens).toBeGreaterThan(500);
    },
  );

  it("matches a company screen to its own route, case-insensitively and with a trailing slash, params decoded", () => {
    for (const address of ["/company/7/dashboard/vendors", "/Company/7/Dashboard/Vendors/"]) {
      const matches = patched.matchRoutes(routes, address);
      expect(matches?.at(-1)?.route.id).toBe("routes/company.$companyId.dashboard+/_vendors+/vendors._index");
      expect(matches?.at(-1)?.params).toMatchObject({ companyId: "7" });
    }
    expect(patched.matchRoutes(routes, "/company/a%20b/dashboard/vendors")?.at(-1)?.params.companyId).toBe("a b");
  });

  it("gives every caller its own matches: changing one answer does not change the next (ADR 0088)", () => {
    const first = patched.matchRoutes(routes, "/company/7/dashboard/vendors")!;
    (first.at(-1)!.params as Record<string, string>).companyId = "8";
    first.pop();
    const again = patched.matchRoutes(routes, "/company/7/dashboard/vendors")!;
    expect(again.at(-1)?.route.id).toBe("routes/company.$companyId.dashboard+/_vendors+/vendors._index");
    expect(again.at(-1)?.params.companyId).toBe("7");
    expect(again).not.toBe(first);
  });
});
