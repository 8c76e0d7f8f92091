// The role matrix over the web routes (issue 29): every screen of a company (the route table under
// /company/:companyId, read as the app reads it) × every role, refused or allowed as the policy
// (app/modules/companies/policy.ts) says. A viewer posting to any screen's action gets the 403 page
// in the policy's words and writes nothing; the screens the menu gives a permission beyond reading
// (Settings) open for the roles holding it and answer 403 to the others. A screen added later is in
// the matrix the day its file exists.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuHref } from "../../app/components/shell/menu";
import { SIDEBAR_MENU } from "../../app/components/shell/sidebar-menu";
import type { User } from "../../app/modules/auth/auth.server";
import { can, type Permission, type Role, ROLES } from "../../app/modules/companies/policy";
import { screenOf } from "../../app/utils/route-manifest.server";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf } from "../support/books";
import { databaseHash } from "../support/database-hash";
import { routes } from "../support/server-build";

let app: TestApp;
let companyId: number;
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  app = await startTestApp();
  const members: Record<Role, User> = {} as never;
  for (const role of ROLES) members[role] = (await makeUser(app.db)).user;
  companyId = (await companyOf(app.db, members.owner.id)).id;
  for (const role of ROLES) {
    if (role !== "owner") await app.db("companyMembers").insert({ companyId, userId: members[role].id, role });
    cookies[role] = await sessionCookie(members[role]);
  }
});
afterAll(() => app?.cleanup());

interface Screen {
  id: string;
  /** The route's URL pattern, e.g. company/:companyId/dashboard/vendors/edit/:vendorId */
  pattern: string;
  module: { loader?: unknown; action?: unknown };
}

function patternOf(id: string): string {
  const route = routes[id];
  const parent = route.parentId ? patternOf(route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}

/** Every route of a company's screens (not the layout, not the splat's Page not found). */
async function companyScreens(): Promise<Screen[]> {
  const screens: Screen[] = [];
  for (const id of Object.keys(routes)) {
    const pattern = patternOf(id);
    if (!pattern.startsWith("company/:companyId/") || pattern.endsWith("*") || id.endsWith("/_layout")) continue;
    screens.push({ id, pattern, module: await import(/* @vite-ignore */ `../../app/${routes[id].file}`) });
  }
  return screens;
}

/** The screen's URL and params for this company; other ids are 1 (the check comes before they are looked up). */
function addressOf(pattern: string) {
  const params: Record<string, string> = {};
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => (params[name] = name === "companyId" ? String(companyId) : "1"));
  return { path: `/${path}`, params };
}

/**
 * Actions a viewer may take, because they change nothing of the books: opening a company kept
 * under a password, choosing one's own dashboard widgets, the chooser's Restore (of an archived
 * company only its owner sees; to anyone else "not found", as a toast on the chooser), and their own
 * API keys, which can do no more than they may (ADR 0069).
 */
const NOT_WRITES = new Set([
  "company/:companyId/unlock",
  "company/:companyId/dashboard",
  "company/:companyId/restore",
  "company/:companyId/dashboard/settings/integration-keys",
]);

/** Screens reached from another screen rather than the menu, with what they need (Invite User, from Settings › Users). */
const NEEDS_OFF_MENU: Record<string, Permission> = { "company/:companyId/dashboard/users/invite": "members" };

/** What a 403 of the policy reads like (PERMISSION_DENIED and the spec's own refusals). */
const REFUSAL = /You do not have permission to /;

async function answer(handler: unknown, pattern: string, role: Role, method: "GET" | "POST") {
  const { path, params } = addressOf(pattern);
  const body = method === "POST" ? new FormData() : undefined;
  body?.set("intent", "save");
  const response = await call(handler, path, { method, params, headers: { Cookie: cookies[role] }, body });
  return { status: response.status, text: await response.text() };
}

/** The permission the menu says each screen needs beyond reading (Settings' screens), by route id. */
function menuPermissions(): Map<string, Permission> {
  const needs = new Map<string, Permission>();
  for (const { to, needs: permission } of flatten(SIDEBAR_MENU)) {
    if (!permission || permission === "read" || permission === "write") continue;
    const id = screenOf(menuHref(companyId, to));
    if (id) needs.set(id, permission);
  }
  for (const [pattern, permission] of Object.entries(NEEDS_OFF_MENU))
    needs.set(screenOf(`/${pattern.replace(":companyId", "1")}`)!, permission);
  return needs;
}

type Link = { to: string; needs?: Permission };
function flatten(entries: readonly unknown[]): Link[] {
  return entries.flatMap((entry) => {
    const e = entry as { kind: string; entries?: unknown[] } & Link;
    if (e.kind === "group") return flatten(e.entries ?? []);
    return e.kind === "link" ? [e] : [];
  });
}

describe("the role matrix over the web routes", () => {
  it(
    "refuses a viewer every screen's action with the 403 page in the policy's words, and writes nothing",
    { timeout: 300_000 },
    async () => {
      const screens = (await companyScreens()).filter((s) => s.module.action);
      expect(screens.length).toBeGreaterThan(50);
      const before = await databaseHash(app.db);
      const wrong: string[] = [];
      for (const screen of screens) {
        const { status, text } = await answer(screen.module.action, screen.pattern, "viewer", "POST");
        const refused = status === 403 && REFUSAL.test(text);
        if (refused === NOT_WRITES.has(screen.pattern)) wrong.push(`${screen.pattern}: ${status} ${text.slice(0, 160)}`);
      }
      expect(wrong).toEqual([]);
      expect(await databaseHash(app.db)).toBe(before);
    },
  );

  it(
    "opens and saves the screens needing more than writing for the roles the policy gives it, and answers 403 to the others",
    { timeout: 300_000 },
    async () => {
      const needs = menuPermissions();
      // Delete Company, Invite User, and the other Settings screens as they are built.
      expect([...needs.values()]).toEqual(expect.arrayContaining(["delete", "members"]));
      const screens = (await companyScreens()).filter((s) => needs.has(s.id) && s.module.loader);
      expect(screens.length).toBe(needs.size);
      const wrong: string[] = [];
      for (const screen of screens) {
        const permission = needs.get(screen.id)!;
        for (const role of ROLES) {
          for (const method of ["GET", "POST"] as const) {
            const handler = method === "GET" ? screen.module.loader : screen.module.action;
            if (!handler) continue;
            // A form posted empty by a role that may: refused for what it lacks (a password, an address), never 403.
            const { status, text } = await answer(handler, screen.pattern, role, method);
            const refused = status === 403 && REFUSAL.test(text);
            if (refused === can(role, permission))
              wrong.push(`${role} ${method} ${screen.pattern} (${permission}): ${status} ${text.slice(0, 120)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it("lets every role read every screen that only reads", { timeout: 300_000 }, async () => {
    const needs = menuPermissions();
    const screens = (await companyScreens()).filter((s) => !needs.has(s.id) && s.module.loader);
    const wrong: string[] = [];
    for (const screen of screens) {
      const { status, text } = await answer(screen.module.loader, screen.pattern, "viewer", "GET");
      if (status === 403) wrong.push(`viewer GET ${screen.pattern}: ${text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
