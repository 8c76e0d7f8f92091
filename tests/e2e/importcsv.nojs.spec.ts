import { test } from "./fixtures";
import { importVendorsJourney } from "./importcsv-journey";

// Import From CSV without JavaScript: every step is a plain form post and a page of its own.

test("import vendors from CSV without JavaScript: preview with a problem, fix, import, see them listed", async ({
  page,
  request,
  user,
}) => {
  test.slow();
  await importVendorsJourney(page, request, user);
});
