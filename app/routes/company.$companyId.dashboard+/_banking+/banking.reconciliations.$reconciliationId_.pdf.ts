import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCompany } from "~/modules/companies/require-company.server";
import { RECONCILE_MESSAGES } from "~/modules/banking/reconciliations";
import { reconciliationReportPdf } from "~/modules/reports/reconciliation-pdf.server";
import { orNotFoundPage } from "~/utils/errors";
import { pdfResponse } from "../../__pdf-response.server";
import { documentIdOf } from "./__banking-form.server";

// GET …/banking/reconciliations/{id}/pdf → the reconciliation's report as a PDF (?download=1: as a download).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const id = documentIdOf(params.reconciliationId, "Reconciliation");
  const { fileName, pdf } = await orNotFoundPage(reconciliationReportPdf(db, company.id, id), RECONCILE_MESSAGES.notFound);
  return pdfResponse(request, fileName, pdf);
}
