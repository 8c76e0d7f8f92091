import type { LoaderFunctionArgs } from "@remix-run/node";
import { customerIdCheckLoader } from "./__customer-form.server";

// GET customers/check-id?customerId=[&excludeId=] → { exists }: the customer form's availability
// check, for the signed-in user's company (the session, not a bearer token).

export function loader(args: LoaderFunctionArgs) {
  return customerIdCheckLoader(args);
}
