import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/modules/auth/session.server";
import { restoreToHome } from "./__restore-company.server";

// Restore a company by a plain POST here: what the company chooser's Restore does (it posts to /home,
// whose action shares this one's, so a save that gets no answer stays on the chooser).

export async function loader() {
  return redirect("/home");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return restoreToHome(user.id, params.companyId ?? "");
}
