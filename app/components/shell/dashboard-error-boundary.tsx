import { useParams } from "@remix-run/react";
import { dashboardBase } from "./menu";
import { ShellErrorPanel } from "./shell-error";

// Kept apart from shell-error.tsx, which the root imports: the menu's helpers stay out of the pages
// outside the dashboard.

/** The boundary of a company screen with nothing of its own to say: the panel, and the way back to the company's dashboard. */
export function DashboardErrorBoundary() {
  const { companyId } = useParams();
  return <ShellErrorPanel homeHref={dashboardBase(companyId ?? "")} homeLabel="Back to the dashboard" />;
}
