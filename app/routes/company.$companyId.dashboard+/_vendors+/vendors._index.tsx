import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { requireCompany } from "~/modules/companies/require-company.server";

// The vendor area: /vendors leads to the Vendor Center.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompany(request, params.companyId);
  return redirect(menuHref(company.id, "vendors/center"));
}
