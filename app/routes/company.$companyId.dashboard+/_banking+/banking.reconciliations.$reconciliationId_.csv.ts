import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCompany } from "~/modules/companies/require-company.server";
import { RECONCILE_MESSAGES } from "~/modules/banking/reconciliations";
import { csvResponse } from "~/modules/reports/csv.server";
import { reconciliationReport, reconciliationReportCsv } from "~/modules/reports/reconciliation-reports.server";
import { orNotFoundPage } from "~/utils/errors";
import { documentIdOf } from "./__banking-form.server";

// GET …/banking/reconciliations/{id}/csv → the reconciliation's report as CSV: summary, cleared and uncleared lines.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const id = documentIdOf(params.reconciliationId, "Reconciliation");
  const report = await orNotFoundPage(reconciliationReport(db, company.id, id), RECONCILE_MESSAGES.notFound);
  const r = report.reconciliation;
  return csvResponse(reconciliationReportCsv(report), `reconciliation-${r.accountNumber}-${r.statementDate}.csv`);
}
