import { expect, test } from "@playwright/test";
import { ClientBuild, PAGE_JS_BUDGET_BYTES } from "../../bench/lib/page-weight";

// ADR 0027: no screen makes the browser load more than 150 KB of gzip JavaScript. Read from the
// production build the browser tests run against (`npm test` builds before Playwright; alone, after
// `npm run build`): every route that renders a screen, its entry, root, layouts and route modules
// with every chunk they import (bench/lib/page-weight.ts). No browser and no server are needed.

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Screens not yet brought under 150 KB (issue 24, item 7, unfinished): each may not pass the
// ceiling it had when it was listed (KB gzip). Bring one under and take it off this list.
const NOT_YET_UNDER: Record<string, number> = {
  "/company/:companyId/dashboard/vendors/new-product-item": 173,
  "/company/:companyId/dashboard/vendors/new-service-item": 173,
  "/company/:companyId/dashboard/vendors/items/:itemId/edit": 173,
  "/company/:companyId/dashboard/inventory/stock-adjustment/new": 155,
  "/company/:companyId/dashboard/inventory/new-assembly": 155,
  "/company/:companyId/dashboard/vendors/items": 154,
  "/company/:companyId/dashboard/company/support-lists/warehouses": 152.5,
};

test("every screen's JavaScript is at most 150 KB gzip", () => {
  const screens = new ClientBuild().screens();
  // The sign-in page, a dashboard list and a form at least: the build was read, not an empty table.
  expect(screens.map((s) => s.url)).toEqual(
    expect.arrayContaining(["/login", "/company/:companyId/dashboard/vendors/list", "/company/:companyId/dashboard/vendors/enter-bill"]),
  );
  const over = screens
    .filter((s) => s.jsGzipBytes > (s.url in NOT_YET_UNDER ? NOT_YET_UNDER[s.url] * 1024 : PAGE_JS_BUDGET_BYTES))
    .map((s) => `${s.url} (${s.file}): ${kb(s.jsGzipBytes)} in ${s.scripts.length} files`);
  expect(over, `screens over ${kb(PAGE_JS_BUDGET_BYTES)} of gzip JavaScript`).toEqual([]);
});
