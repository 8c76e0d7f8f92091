import { expect, test } from "@playwright/test";
import { ClientBuild, PAGE_JS_BUDGET_BYTES } from "../../bench/lib/page-weight";

// ADR 0027: no screen makes the browser load more than 150 KB of gzip JavaScript. Read from the
// production build the browser tests run against (`npm test` builds before Playwright; alone, after
// `npm run build`): every route that renders a screen, its entry, root, layouts and route modules
// with every chunk they import (bench/lib/page-weight.ts). No browser and no server are needed.

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test("every screen's JavaScript is at most 150 KB gzip", () => {
  const screens = new ClientBuild().screens();
  // The sign-in page, a dashboard list and a form at least: the build was read, not an empty table.
  expect(screens.map((s) => s.url)).toEqual(
    expect.arrayContaining(["/login", "/company/:companyId/dashboard/vendors/list", "/company/:companyId/dashboard/vendors/enter-bill"]),
  );
  const over = screens
    .filter((s) => s.jsGzipBytes > PAGE_JS_BUDGET_BYTES)
    .map((s) => `${s.url} (${s.file}): ${kb(s.jsGzipBytes)} in ${s.scripts.length} files`);
  expect(over, `screens over ${kb(PAGE_JS_BUDGET_BYTES)} of gzip JavaScript`).toEqual([]);
});
