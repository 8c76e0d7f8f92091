import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import {
  blankView,
  editRows,
  errorList,
  isSaveIntent,
  emptyAccountRow,
  emptyItemRow,
  prepareSubmission,
  PURCHASE_SCREENS,
  refreshValues,
  valuesFromForm,
  valuesOfDocument,
  type PurchaseFormLoaded,
  type PurchaseFormOptions,
  type PurchaseFormView,
} from "~/components/purchases/purchase-form-data";
import { formSchema, intentSchema } from "~/components/purchases/purchase-form-schema";
import { menuHref } from "~/components/shell/menu";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import {
  buyableItems,
  documentAccountChoices,
  nextDocumentNo,
  paymentTermChoices,
  readPurchaseDocument,
  vendorParty,
} from "~/modules/purchases/document-reads.server";
import { createPurchaseDocument } from "~/modules/purchases/documents.server";
import { updateDraftBill } from "~/modules/purchases/draft-bills.server";
import type { VendorParty } from "~/modules/purchases/form-rules";
import { type DocumentInput, type DocumentKind, type DraftBillUpdateInput } from "~/modules/purchases/schema";
import { findVendorByName, vendorMatch, vendorPickerOptions } from "~/modules/vendors/vendor-options.server";
import { notFoundPage, orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { claimedVersion, formAnswer, formLoaded, idOf, saveOrAnswer } from "../../__document-form.server";

// The server half of the purchase screens — credit card charge, vendor credit, cash expense, cash
// purchase, Enter Bill and Edit Bill (a draft). The loader reads the form's choices; the action
// answers the buttons that only change the form (Add Row, Delete Row, Update: the vendor's
// contacts, Bill To and term, the items' types and prices) with the form again, so the screens
// work without JavaScript, and saves through createPurchaseDocument / updateDraftBill, which post
// the document's journal entry in the same transaction. A refused save answers the form as typed
// with the service's message (status 400 or the service's own); a saved one redirects with the
// spec's toast: Save and Close to the vendors area, Save and New to a fresh form.

async function partyOf(db: Knex, companyId: number, value: FormDataEntryValue | string | null | undefined): Promise<VendorParty | null> {
  const id = idOf(value);
  return id === null ? null : vendorParty(db, companyId, id);
}

/** The form's choices; its vendors are the picker's first ones by name (active), the chosen one among them. */
async function formOptions(
  db: Knex,
  companyId: number,
  kind: DocumentKind,
  nextNumber?: string,
  vendorId: number | null = null,
): Promise<PurchaseFormOptions> {
  const [vendors, items, accounts, paymentTerms, number] = await Promise.all([
    vendorPickerOptions(db, companyId, { selectedId: vendorId }),
    buyableItems(db, companyId),
    documentAccountChoices(db, companyId, kind),
    kind === "bill" ? paymentTermChoices(db, companyId, "vendor") : Promise.resolve([]),
    nextNumber ?? nextDocumentNo(db, companyId, kind),
  ]);
  return { vendors, items, rowAccounts: accounts.rows, payFromAccounts: accounts.payFrom, paymentTerms, nextNumber: number };
}

/** The form shown again (status 400 or the service's for a refused save). */
const answer = formAnswer<PurchaseFormView>(emptyAccountRow, emptyItemRow);

/**
 * A new document of `kind`; `?prefillVendor={id}&vendorName={name}` (the Vendor Center's EnterBill
 * link; `?vendorId=` too) starts it with that active vendor.
 */
export async function purchaseFormLoader({ request, params }: LoaderFunctionArgs, kind: DocumentKind): Promise<PurchaseFormLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const url = new URL(request.url);
  // The active vendor by its id; a link whose id is stale finds it by the name it carries (vendorName).
  const byId = await vendorMatch(db, company.id, idOf(url.searchParams.get("prefillVendor") ?? url.searchParams.get("vendorId")));
  const wanted = byId?.active ? byId : await findVendorByName(db, company.id, url.searchParams.get("vendorName") ?? "");
  const [options, party] = await Promise.all([
    formOptions(db, company.id, kind, undefined, wanted?.id ?? null),
    wanted ? vendorParty(db, company.id, wanted.id) : null,
  ]);
  return formLoaded(kind, ctx, options, blankView(ctx.today, party, kind === "bill" ? company.defaultVendorPaymentTermId : null));
}

/** The draft bill of the URL as a form; a posted bill is read-only (its document screen). */
export async function editBillLoader({ request, params }: LoaderFunctionArgs): Promise<PurchaseFormLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const bill = await readBill(db, company.id, params.billId);
  if (bill.status !== "draft") throw redirect(menuHref(company.id, `vendors/documents/${bill.id}`));
  const [options, party] = await Promise.all([
    formOptions(db, company.id, "bill", bill.number, bill.vendorId ?? null),
    bill.vendorId ? vendorParty(db, company.id, bill.vendorId) : Promise.resolve(null),
  ]);
  const view = { values: valuesOfDocument(bill), party, version: String(bill.version), revision: "initial" };
  return formLoaded("bill", ctx, options, view, bill.id);
}

async function readBill(db: Knex, companyId: number, raw: string | undefined) {
  const id = idOf(raw);
  if (id === null) throw notFoundPage("Bill not found");
  return orNotFoundPage(readPurchaseDocument(db, companyId, id, "bill"), "Bill not found");
}

export function purchaseFormAction(args: ActionFunctionArgs, kind: DocumentKind) {
  return documentAction(args, kind, "new");
}

export function editBillAction(args: ActionFunctionArgs) {
  return documentAction(args, "bill", "edit");
}

async function documentAction({ request, params }: ActionFunctionArgs, kind: DocumentKind, mode: "new" | "edit") {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  // Another company's bill (or none) is a 404 for the action too.
  const bill = mode === "edit" ? await readBill(db, company.id, params.billId) : null;
  const formData = await request.formData();
  // A posted bill opens its own screen; but a save made on the draft's copy before someone else
  // posted it goes on to updateDraftBill, which refuses it as a stale edit (ADR 0014).
  const madeOn = Number(formData.get("version"));
  if (bill && bill.status !== "draft" && !(madeOn > 0 && madeOn < bill.version)) {
    throw redirect(menuHref(company.id, `vendors/documents/${bill.id}`));
  }
  const values = valuesFromForm(formData);
  const version = mode === "edit" ? String(formData.get("version") ?? "") : undefined;
  const intent = intentSchema.safeParse(formData.get("intent"));
  const refreshing = intent.success && !isSaveIntent(intent.data);
  const [items, previous, party, paymentTerms] = await Promise.all([
    buyableItems(db, company.id),
    partyOf(db, company.id, formData.get("partyVendorId")),
    partyOf(db, company.id, values.vendorId),
    refreshing && kind === "bill" ? paymentTermChoices(db, company.id, "vendor") : [],
  ]);
  if (!intent.success) return answer({ values, party, version, summary: ["Unknown action"] }, 400);

  // Buttons that only change the form: the form again, filled in as the browser would (and, without
  // JavaScript, with the vendors matching the vendor search).
  if (!isSaveIntent(intent.data)) {
    const refreshed = refreshValues(values, previous, party, items, paymentTerms);
    const vendorSearch = String(formData.get("vendorSearch") ?? "").slice(0, 200);
    const vendors = vendorSearch.trim()
      ? await vendorPickerOptions(db, company.id, { q: vendorSearch, selectedId: idOf(values.vendorId) })
      : undefined;
    return answer({
      values: intent.data === "refresh" ? refreshed : editRows(refreshed, intent.data),
      party,
      version,
      vendors,
      vendorSearch,
    });
  }
  const saving = intent.data;
  if (kind !== "bill" && saving === "save-draft") return answer({ values, party, version, summary: ["Unknown action"] }, 400);
  const view = { values, party, version, intent: saving };

  const submission = parseWithZod(prepareSubmission(formData, items, saving), { schema: formSchema(kind), disableAutoCoercion: true });
  if (submission.status !== "success") return answer({ ...view, result: submission.reply(), summary: errorList(submission.error) }, 400);

  const outcome = await saveOrAnswer(
    () =>
      bill
        ? updateDraftBill(db, ctx, bill.id, { ...(submission.value as DraftBillUpdateInput), version: claimedVersion(version) })
        : createPurchaseDocument(db, ctx, kind, submission.value as DocumentInput),
    {
      what: `Saving a ${kind} failed`,
      notFound: bill ? "Bill not found" : null,
      submission,
      answer: (found, status) => answer({ ...view, ...found }, status),
    },
  );
  if ("answered" in outcome) return outcome.answered;
  const saved = outcome.saved;

  const toast = { type: "success" as const, message: saved.message };
  if (saved.status === "draft") return redirectWithToast(menuHref(company.id, `vendors/edit-bill/${saved.id}`), toast);
  if (mode === "edit") return redirectWithToast(menuHref(company.id, `vendors/documents/${saved.id}`), toast);
  const to = saving === "save-new" ? menuHref(company.id, `vendors/${PURCHASE_SCREENS[kind].slug}`) : menuHref(company.id, "vendors");
  return redirectWithToast(to, toast);
}
