import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { errorTitle } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";

// Any path under a company's dashboard that no screen answers: "Page not found" inside the shell.
// The company is checked first, so another user's company id still gives the plain 404.

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCompany(request, params.companyId);
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function DashboardNotFound() {
  return null; // the loader always throws; the error boundary renders
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta: MetaFunction = ({ error }) => [{ title: errorTitle(error) }];
