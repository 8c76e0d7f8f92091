// A company with an owner and a bookkeeper (both signed in), a Sales account, one customer and an
// open invoice of 120.00 to them dated 2026-11-01: what the document settings' tests (branding,
// translation) print and refuse with.
import type { Knex } from "knex";
import { companyContext, createCompany } from "../../app/modules/companies/companies.server";
import { companyCreateSchema } from "../../app/modules/companies/schema";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import * as pdfRoute from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.documents.$documentId_.pdf";
import { makeAccounts } from "./books";
import { call, makeUser, sessionCookie } from "./app";
import { readPdf } from "./pdf-text";
import { companyFields } from "./company-fields";

export async function invoicedCompany(db: Knex, companyName: string, customer: { customerId: string; customerName: string }) {
  const { user } = await makeUser(db);
  const ctx = companyContext(await createCompany(db, user.id, companyCreateSchema.parse(companyFields({ companyName }))), user.id);
  const owner = await sessionCookie(user);
  const { user: bookkeeper } = await makeUser(db);
  await db("companyMembers").insert({ companyId: ctx.companyId, userId: bookkeeper.id, role: "bookkeeper" });
  const keeper = await sessionCookie(bookkeeper);
  const { sales } = await makeAccounts(db, ctx, { sales: ["Income", "4000", "Sales"] });
  const customerId = (await customerService.create(db, ctx, customerCreateSchema.parse(customer))).id;
  const body = { customerId, date: "2026-11-01", status: "open", accountRecords: [{ accountId: sales, amount: "120.00" }] };
  const invoiceId = (await createSalesDocument(db, ctx, "invoice", SALES_KIND.invoice.schema.parse(body) as SalesDocumentInput)).id;
  return { ctx, owner, keeper, customerId, invoiceId };
}

/** A sales document's PDF as its Print link downloads it (200 expected): every text run of its pages. */
export async function salesDocumentPdfText(companyId: number, documentId: number, cookie: string): Promise<string[]> {
  const response = await call(pdfRoute.loader, `/company/${companyId}/dashboard/customers/documents/${documentId}/pdf`, {
    params: { companyId: String(companyId), documentId: String(documentId) },
    headers: { Cookie: cookie },
  });
  if (response.status !== 200) throw new Error(`The PDF answered ${response.status}`);
  const { pages } = await readPdf(await response.arrayBuffer());
  return pages.flatMap((p) => p.texts.map((t) => t.text));
}
