import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import { intentSchema } from "~/components/documents/intent-schema";
import { errorList, isSaveIntent, padRows, shownQuantity } from "~/components/documents/row-values";
import {
  blankSalesView,
  editSalesRows,
  emptySalesAccountRow,
  emptySalesItemRow,
  prepareSalesSubmission,
  refreshSalesValues,
  salesValuesFromForm,
  type SalesFormLoaded,
  type SalesFormValues,
  type SalesFormView,
} from "~/components/sales/sales-form-data";
import { salesFormSchema } from "~/components/sales/sales-form-schema";
import { menuHref } from "~/components/shell/menu";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal } from "~/lib/money";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { paymentTermChoices } from "~/modules/purchases/document-reads.server";
import { readSalesDocument, type SalesDocumentView } from "~/modules/sales/document-reads.server";
import { createSalesDocument, updateDraftInvoice, type InvoiceInput, type SalesDocumentInput } from "~/modules/sales/documents.server";
import { customerParty, salesFormOptions, sellableItems } from "~/modules/sales/form-options.server";
import type { CustomerParty } from "~/modules/sales/form-rules";
import { SALES_KIND, type SalesKindName } from "~/modules/sales/kinds";
import { notFoundPage, orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { claimedVersion, formAnswer, formLoaded, idOf, saveOrAnswer } from "../../__document-form.server";

// The server half of the sales screens — Create Invoice, New Cash Sale, New Credit Memo and Edit
// Invoice (a draft). The loader reads the form's choices; the action answers the buttons that only
// change the form (Add Row, Delete Row, Update: the customer's addresses and terms, the items'
// types, rates and taxable flags) with the form again, so the screens work without JavaScript, and
// saves through createSalesDocument / updateDraftInvoice, which post the document's journal entry
// in the same transaction. A refused save answers the form as typed with the service's message;
// a saved one redirects with its toast: Save and Close to the Invoices list (a cash sale or credit
// memo to its own screen), Save and New to a fresh form, a draft to its editor.

async function partyOf(db: Knex, companyId: number, value: FormDataEntryValue | string | null | undefined): Promise<CustomerParty | null> {
  const id = idOf(value);
  return id === null ? null : customerParty(db, companyId, id);
}

/** The form shown again (status 400 or the service's for a refused save). */
const answer = formAnswer<SalesFormView>(emptySalesAccountRow, emptySalesItemRow);

/** A saved draft invoice as the form's values. */
export function valuesOfSalesDocument(document: SalesDocumentView): SalesFormValues {
  const show = (value: string) => (fromDecimal(value) === 0 ? "" : value);
  const id = (value: number | null) => (value ? String(value) : "");
  const discount = document.discountPercent ? `${Number(document.discountPercent)}%` : show(document.discountAmount);
  return {
    customerId: id(document.customerId),
    contactName: document.contactName,
    billTo: document.billTo,
    shipTo: document.shipTo,
    date: formatUsDate(document.date),
    shipDate: document.shipDate ? formatUsDate(document.shipDate) : "",
    paymentTermId: id(document.paymentTermId),
    salesPersonId: id(document.salesPersonId),
    shippingMethodId: id(document.shippingMethodId),
    customerReference: document.customerReference,
    depositToAccountId: id(document.depositToAccountId),
    paymentMethod: document.paymentMethod ?? "Cash",
    paymentReference: document.paymentReference,
    memo: document.memo,
    customerMessage: document.customerMessage,
    discount,
    discountAccountId: id(document.discountAccountId),
    taxRateId: id(document.taxRateId),
    accountRecords: padRows(
      document.accountRecords.map((r) => ({
        accountId: String(r.accountId),
        description: r.description,
        amount: show(r.amount),
        taxable: r.taxable ? "on" : "",
      })),
      emptySalesAccountRow,
    ),
    itemRecords: padRows(
      document.itemRecords.map((r) => ({
        itemId: String(r.itemId),
        itemType: r.itemType,
        description: r.description,
        quantity: shownQuantity(r.quantity),
        unitPrice: r.unitPrice,
        taxable: r.taxable ? "on" : "",
        taxableFor: String(r.itemId),
      })),
      emptySalesItemRow,
    ),
  };
}

/** A new document of `kind`; `?customerId={id}` (the Customer Center's links) starts it with that customer. */
export async function salesFormLoader({ request, params }: LoaderFunctionArgs, kind: SalesKindName): Promise<SalesFormLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const wanted = await partyOf(db, company.id, new URL(request.url).searchParams.get("customerId"));
  const options = await salesFormOptions(db, company.id, kind, { keepCustomerId: wanted?.id ?? null });
  return formLoaded(
    kind,
    ctx,
    options,
    blankSalesView(ctx.today, wanted, SALES_KIND[kind].form.terms ? company.defaultCustomerPaymentTermId : null),
  );
}

async function readInvoice(db: Knex, companyId: number, raw: string | undefined) {
  const id = idOf(raw);
  if (id === null) throw notFoundPage("Invoice not found");
  return orNotFoundPage(readSalesDocument(db, companyId, id, "invoice"), "Invoice not found");
}

/** The draft invoice of the URL as a form; a posted one is read-only (its document screen). */
export async function editInvoiceLoader({ request, params }: LoaderFunctionArgs): Promise<SalesFormLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const invoice = await readInvoice(db, company.id, params.invoiceId);
  if (invoice.status !== "draft") throw redirect(menuHref(company.id, `customers/documents/${invoice.id}`));
  const [options, party] = await Promise.all([
    salesFormOptions(db, company.id, "invoice", { nextNumber: invoice.number, keepCustomerId: invoice.customerId }),
    invoice.customerId ? customerParty(db, company.id, invoice.customerId) : Promise.resolve(null),
  ]);
  const view = { values: valuesOfSalesDocument(invoice), party, version: String(invoice.version), revision: "initial" };
  return formLoaded("invoice", ctx, options, view, invoice.id);
}

export const salesFormAction = (args: ActionFunctionArgs, kind: SalesKindName) => documentAction(args, kind, "new");
export const editInvoiceAction = (args: ActionFunctionArgs) => documentAction(args, "invoice", "edit");

async function documentAction({ request, params }: ActionFunctionArgs, kind: SalesKindName, mode: "new" | "edit") {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const invoice = mode === "edit" ? await readInvoice(db, company.id, params.invoiceId) : null;
  const formData = await request.formData();
  // A posted invoice opens its own screen; a save made on an older version goes on to be refused as stale.
  const madeOn = Number(formData.get("version"));
  if (invoice && invoice.status !== "draft" && !(madeOn > 0 && madeOn < invoice.version)) {
    throw redirect(menuHref(company.id, `customers/documents/${invoice.id}`));
  }
  const values = salesValuesFromForm(formData);
  const version = mode === "edit" ? String(formData.get("version") ?? "") : undefined;
  const intent = intentSchema.safeParse(formData.get("intent"));
  const refreshing = intent.success && !isSaveIntent(intent.data);
  const [items, previous, party, paymentTerms] = await Promise.all([
    sellableItems(db, company.id),
    partyOf(db, company.id, formData.get("partyCustomerId")),
    partyOf(db, company.id, values.customerId),
    refreshing && SALES_KIND[kind].form.terms ? paymentTermChoices(db, company.id, "customer") : [],
  ]);
  if (!intent.success) return answer({ values, party, version, summary: ["Unknown action"] }, 400);

  if (!isSaveIntent(intent.data)) {
    const refreshed = refreshSalesValues(values, previous, party, items, paymentTerms);
    return answer({ values: intent.data === "refresh" ? refreshed : editSalesRows(refreshed, intent.data), party, version });
  }
  const saving = intent.data;
  const drafts = SALES_KIND[kind].form.saveAsDraft;
  if ((!drafts && saving === "save-draft") || (mode === "new" && saving === "save-open")) {
    return answer({ values, party, version, summary: ["Unknown action"] }, 400);
  }
  const view = { values, party, version, intent: saving };

  const submission = parseWithZod(prepareSalesSubmission(formData, items, saving), {
    schema: salesFormSchema(kind),
    disableAutoCoercion: true,
  });
  if (submission.status !== "success") return answer({ ...view, result: submission.reply(), summary: errorList(submission.error) }, 400);

  const outcome = await saveOrAnswer(
    () =>
      invoice
        ? updateDraftInvoice(db, ctx, invoice.id, { ...(submission.value as InvoiceInput), version: claimedVersion(version) })
        : createSalesDocument(db, ctx, kind, submission.value as SalesDocumentInput),
    {
      what: `Saving a ${kind} failed`,
      notFound: invoice ? "Invoice not found" : null,
      submission,
      answer: (found, status) => answer({ ...view, ...found }, status),
    },
  );
  if ("answered" in outcome) return outcome.answered;
  const saved = outcome.saved;

  const toast = { type: "success" as const, message: saved.message };
  if (saved.status === "draft") return redirectWithToast(menuHref(company.id, `customers/edit-invoice/${saved.id}`), toast);
  if (mode === "edit") return redirectWithToast(menuHref(company.id, `customers/documents/${saved.id}`), toast);
  if (saving === "save-new") return redirectWithToast(menuHref(company.id, `customers/${SALES_KIND[kind].form.slug}`), toast);
  const closeTo = kind === "invoice" ? "customers/invoices" : `customers/documents/${saved.id}`;
  return redirectWithToast(menuHref(company.id, closeTo), toast);
}
