import { test } from "./fixtures";
import { fixedAssetJourney } from "./fixed-assets-journey";

// Fixed assets without JavaScript: the same journey as plain HTML posts and GET forms.

test("a fixed asset is registered, depreciated once and sold without JavaScript", async ({ page, request, user }) => {
  test.setTimeout(90_000);
  await fixedAssetJourney(page, request, user);
});
