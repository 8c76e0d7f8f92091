import type { ActionFunctionArgs } from "@remix-run/node";
import { saveReconciliation } from "~/modules/banking/reconciliations.server";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { assertDomainError } from "~/utils/errors";
import { documentIdOf } from "./__banking-form.server";
import { readTicks } from "./__reconciliation.server";

// POST …/banking/reconcile/{id}/tick → save ticks of the Reconcile screen as they are made (its
// script posts each change here: `listed` the line, `line` again when ticked). A plain request,
// not a router fetcher: a tick re-reads nothing (the screen adds it to the summary it shows), and
// it cannot interrupt a Finish on its way. JSON: { saved: true }, or { error } with its status.

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const id = documentIdOf(params.reconciliationId, "Reconciliation");
  try {
    await saveReconciliation(db, companyContext(company, user.id), id, { ticks: readTicks(await request.formData()) });
    return Response.json({ saved: true });
  } catch (error) {
    assertDomainError(error);
    return Response.json({ error: error.message }, { status: error.status });
  }
}
