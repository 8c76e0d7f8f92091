import fs from "node:fs";
import path from "node:path";
import { routes } from "@remix-run/dev/server-build";
import { describe, expect, it } from "vitest";
import { menuHref, menuLinks } from "../../app/components/shell/menu";
import { shellTargets, SIDEBAR_MENU } from "../../app/components/shell/sidebar-menu";
import { hasScreen, screenOf } from "../../app/utils/route-manifest.server";
import { REPORT_DESCRIPTIONS } from "../../app/components/reports/report-descriptions";

// The shell's links against the app's real route table (read from app/routes, as the compiler does):
// every menu entry that shows as a link has a route of its own, and only those.

const COMPANY = 7;
const appDir = path.resolve(import.meta.dirname, "../../app");
const routeFile = (id: string) => (routes as Record<string, { file?: string }>)[id]?.file;

describe("the shell's links and the app's routes", () => {
  const targets = shellTargets(COMPANY);

  it("asks about every address of the menus: sidebar, top menu, Quick Links, the Overview, the choosers", () => {
    for (const { to } of menuLinks(SIDEBAR_MENU)) expect(targets).toContain(menuHref(COMPANY, to));
    for (const to of ["overview", "reports/home", "customers/create-invoice", "inventory/items", "importcsv", "settings/users"]) {
      expect(targets).toContain(menuHref(COMPANY, to));
    }
    expect(targets).toEqual(expect.arrayContaining(["/home", "/help", `/company/${COMPANY}/dashboard/vendors/new-product-item`]));
    expect(new Set(targets).size).toBe(targets.length);
  });

  it("gives every available entry a real route file, never the splat's Page not found", () => {
    const available = targets.filter(hasScreen);
    expect(available.length).toBeGreaterThan(10);
    for (const href of available) {
      const id = screenOf(href)!;
      expect(id, href).not.toMatch(/\$$/);
      const file = routeFile(id);
      expect(file, href).toBeDefined();
      expect(fs.existsSync(path.join(appDir, file!)), `${href} → ${file}`).toBe(true);
    }
  });

  it("never shows an entry as coming soon when its screen's route file exists", () => {
    // Every route file's flat name (docs/ARCHITECTURE.md, "Routes"): the area folders `_<area>+/` add
    // nothing, any other `<name>+/` folder adds `<name>.`, and a route folder is named like a file.
    const flatNames = new Set(
      (fs.readdirSync(path.join(appDir, "routes"), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)__/.test(file))
        .map((file) =>
          file
            .replace(/(^|\/)_[^/]+\+\//g, "$1")
            .replace(/\+\//g, ".")
            .replace(/\/route\.tsx?$/, ".tsx")
            .replace(/\.ts$/, ".tsx"),
        ),
    );
    // The route file a dashboard address would have, by Remix's flat-route naming.
    const routeName = (href: string) =>
      href
        .split(/[?#]/)[0]
        .replace(/^\//, "")
        .replace(/^company\/\d+\//, "company/$companyId/")
        .split("/")
        .join(".");
    for (const href of targets.filter((target) => !hasScreen(target))) {
      const name = routeName(href);
      for (const candidate of [`${name}.tsx`, `${name}._index.tsx`, `${name}/route.tsx`, `${name}._index/route.tsx`]) {
        expect(flatNames.has(candidate.replace(/\/route\.tsx$/, ".tsx")), `${href} is coming soon, yet routes/${candidate} exists`).toBe(
          false,
        );
      }
    }
    expect(hasScreen(`/company/${COMPANY}/dashboard/journal-entries`)).toBe(true);
  });

  it("knows the screens that exist today and what only the splat answers", () => {
    const base = `/company/${COMPANY}/dashboard`;
    expect(screenOf(base)).toBe("routes/company.$companyId.dashboard+/_index/route");
    expect(screenOf(`${base}/overview`)).toBe("routes/company.$companyId.dashboard+/overview");
    expect(screenOf(`${base}/vendors/center`)).toBe("routes/company.$companyId.dashboard+/_vendors+/vendors.center/route");
    expect(screenOf(`${base}/company/support-lists/vendor-group`)).toBe(
      "routes/company.$companyId.dashboard+/_lists+/company.support-lists.vendor-group",
    );
    expect(screenOf("/help")).toBe("routes/_setup+/help");
    expect(screenOf(`${base}/no-such-screen`)).toBeUndefined();
    expect(screenOf("/no-such-page")).toBeUndefined();
  });

  it("gives Reports Home a line for every report of the Reports menu, and no line for a report not in it", () => {
    const reports = SIDEBAR_MENU.find((g) => g.id === "reports")!;
    const paths = [...menuLinks(reports.entries)].map((l) => l.to).filter((to) => to !== "reports/home");
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((to) => !REPORT_DESCRIPTIONS[to])).toEqual([]);
    expect(Object.keys(REPORT_DESCRIPTIONS).filter((to) => !paths.includes(to))).toEqual([]);
  });
});
