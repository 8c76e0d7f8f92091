import type { LoaderFunctionArgs } from "@remix-run/node";
import { readDepositSlip } from "~/modules/banking/deposit-slip.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { orNotFoundPage } from "~/utils/errors";
import { pdfResponse } from "../../__pdf-response.server";
import { documentIdOf } from "./__banking-form.server";

// GET …/banking/deposits/{id}/pdf → the deposit slip as a PDF, shown in the browser to print or save
// (?download=1: as a download).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const id = documentIdOf(params.depositId, "Deposit");
  const { fileName, pdf } = await orNotFoundPage(readDepositSlip(db, company.id, id), "Deposit not found");
  return pdfResponse(request, fileName, pdf);
}
