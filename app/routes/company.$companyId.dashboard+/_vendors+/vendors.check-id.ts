import type { LoaderFunctionArgs } from "@remix-run/node";
import { vendorIdCheckLoader } from "./__vendor-form.server";

// GET vendors/check-id?vendorId=[&excludeId=] → { exists }: the vendor form's availability check,
// for the signed-in user's company (the session, not a bearer token).

export function loader(args: LoaderFunctionArgs) {
  return vendorIdCheckLoader(args);
}
