import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { requireCompany } from "~/modules/companies/require-company.server";

// customers/new-invoice is Create Invoice (the spec lists both URLs): the same screen, its query kept.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompany(request, params.companyId);
  return redirect(`${menuHref(company.id, "customers/create-invoice")}${new URL(request.url).search}`);
}
