import type { LoaderFunctionArgs } from "@remix-run/node";
import { companyContext } from "~/modules/companies/companies.server";
import { currencyFormatOf } from "~/modules/companies/preferences";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readSalesDocumentPdf } from "~/modules/sales/invoice-pdf.server";
import { withCurrencyFormat } from "~/utils/currency-format.server";
import { notFoundPage, orNotFoundPage } from "~/utils/errors";
import { pdfResponse } from "../../__pdf-response.server";

// GET …/customers/documents/{id}/pdf → the invoice (cash sale, credit memo) as a PDF, shown in the
// browser to print or save (?download=1: as a download).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const raw = (params.documentId ?? "").trim();
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw notFoundPage("Document not found");
  const { today } = companyContext(company, user.id);
  // The customer's copy writes amounts as the company does (Company Preferences › Currency Format).
  const { fileName, pdf } = await orNotFoundPage(
    withCurrencyFormat(currencyFormatOf(company), () => readSalesDocumentPdf(db, company.id, Number(raw), today)),
    "Document not found",
  );
  return pdfResponse(request, fileName, pdf);
}
