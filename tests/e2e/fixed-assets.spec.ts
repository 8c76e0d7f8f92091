import { test } from "./fixtures";
import { fixedAssetJourney } from "./fixed-assets-journey";

// Fixed assets with JavaScript: new asset → register → depreciate (once) → sell.

test("a fixed asset is registered, depreciated once and sold", async ({ page, request, user }) => {
  test.setTimeout(90_000);
  await fixedAssetJourney(page, request, user);
});
