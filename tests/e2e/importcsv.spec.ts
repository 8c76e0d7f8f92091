import { test } from "./fixtures";
import { importVendorsJourney } from "./importcsv-journey";

// Import From CSV with JavaScript: upload a vendors file with a mistake, preview it, fix it, import it.

test("import vendors from CSV: preview with a problem, fix, import, see them listed", async ({ page, request, user }) => {
  test.slow();
  await importVendorsJourney(page, request, user);
});
