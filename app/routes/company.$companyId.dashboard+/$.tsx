import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
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

export function ErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: errorTitle(error) }];
