import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCompany } from "~/modules/companies/require-company.server";
import { importTemplate } from "~/modules/imports/imports.server";
import { importKindFor } from "~/modules/imports/kinds.server";
import { notFoundPage } from "~/utils/errors";

// Import From CSV › Download template: the header line of a kind's file, generated from the columns
// its importer reads, as {kind}-template.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompany(request, params.companyId);
  const kind = params.kind ?? "";
  if (!importKindFor(kind, company.industryId)) throw notFoundPage("No such import");
  return new Response(importTemplate(kind), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-template.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
