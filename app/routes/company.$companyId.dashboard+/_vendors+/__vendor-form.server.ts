import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import { accountOption } from "~/components/accounts/account-form-data";
import { menuHref } from "~/components/shell/menu";
import { VENDOR_DIALOG_KINDS } from "~/components/vendors/support-item-data";
import {
  dottedErrors,
  emptyVendorValues,
  followPrimaryRadio,
  messagesOf,
  VENDOR_ACCOUNT_TYPES,
  VENDOR_FORM_MESSAGES,
  type SaveIntent,
  type VendorFormAnswer,
  type VendorFormLoaded,
  type VendorFormMode,
  type VendorFormValues,
} from "~/components/vendors/vendor-form-data";
import { SUPPORT_ITEM_INTENT } from "~/components/vendors/support-item-data";
import { formatUsDate } from "~/lib/dates";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { companyContext } from "~/modules/companies/companies.server";
import { listCustomFieldDefinitions } from "~/modules/custom-fields/custom-fields.server";
import { listSupportItems } from "~/modules/support-lists/support-lists.server";
import { vendorFormSchema, type VendorCreateInput, type VendorUpdateInput } from "~/modules/vendors/schema";
import { createVendor, getVendor, updateVendor, vendorIdExists, type Vendor } from "~/modules/vendors/vendors.server";
import { notFoundPage, orNotFoundPage } from "~/utils/errors";
import { answerSaveError, refusalReply } from "~/utils/form-reply.server";
import { quietly } from "~/utils/quietly.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";
import { supportDialogAction } from "../../__support-dialog.server";

// The server half of New Vendor and Edit Vendor, shared by their two routes: the loader gives the
// form's values and the select lists (a list that fails to load is left empty: the form works
// without it), the action checks the form with the vendor form schema (the one conform runs in the
// browser), saves through the vendor service (createVendor posts the opening balance to the ledger)
// and also creates the entries of the "add new" dialogs (intent=support-item). With JavaScript
// (js=1) a save answers with data for the success dialog; a plain form post is redirected with a
// flash toast. A refused save answers with conform's reply (status 400, or the service's status).

const listPath = (companyId: number) => menuHref(companyId, "vendors/list");

/** The vendor of the URL, by its numeric id: a bad id goes back with "Invalid vendor or company ID", another company's is a 404. */
async function loadVendor(db: Knex, companyId: number, raw: string | undefined): Promise<Vendor> {
  const text = (raw ?? "").trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) {
    throw await redirectWithToast(listPath(companyId), { type: "error", message: VENDOR_FORM_MESSAGES.invalidIds });
  }
  return orNotFoundPage(getVendor(db, companyId, Number(text)), "Vendor not found");
}

export function valuesOfVendor(vendor: Vendor): VendorFormValues {
  const id = (value: number | null) => (value == null ? "" : String(value));
  return {
    vendorId: vendor.vendorId,
    vendorName: vendor.vendorName,
    active: vendor.active !== false,
    vendorSince: formatUsDate(vendor.vendorSince),
    openingBalance: vendor.openingBalance,
    balanceAsOf: formatUsDate(vendor.balanceAsOf),
    taxId: vendor.taxId,
    fax: vendor.fax,
    webpage: vendor.webpage,
    notes: vendor.notes,
    accountId: id(vendor.accountId),
    creditLimit: vendor.creditLimit,
    shippingMethodId: id(vendor.shippingMethodId),
    paymentMethod: vendor.paymentMethod || "Cash",
    paymentTermId: id(vendor.paymentTermId),
    bankName: vendor.bankName,
    accountNumber: vendor.accountNumber,
    bankBranch: vendor.bankBranch,
    vendorGroupId: id(vendor.vendorGroupId),
    taxRegistrationNumber: vendor.taxRegistrationNumber,
    taxCode: vendor.taxCode,
    serviceTaxRegistrationNo: vendor.serviceTaxRegistrationNo,
    address: vendor.address,
    version: String(vendor.version),
    contacts: vendor.contacts.map(({ name, title, phone, email, primary }) => ({ name, title, phone, email, primary })),
    addresses: vendor.addresses.map(({ type, address1, address2, city, state, postalCode, country }) => ({
      type,
      address1,
      address2,
      city,
      state,
      postalCode,
      country,
    })),
    customFields: Object.fromEntries(vendor.customFields.map((c) => [c.definitionId, c.value])),
  };
}

export async function vendorFormLoader({ request, params }: LoaderFunctionArgs, mode: VendorFormMode): Promise<VendorFormLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const vendor = mode === "edit" ? await loadVendor(db, company.id, params.vendorId) : null;
  const [accounts, shippingMethods, paymentTerms, vendorGroups, customFieldDefinitions] = await Promise.all([
    quietly("Vendor form", "accounts", async () =>
      (await allAccounts(db, company.id))
        .filter((a) => (VENDOR_ACCOUNT_TYPES as readonly string[]).includes(a.accountType) || a.id === vendor?.accountId)
        .map(accountOption),
    ),
    quietly("Vendor form", "shipping methods", async () =>
      (await listSupportItems(db, company.id, "shipping-methods")).map((m) => ({ id: m.id, name: m.name, description: m.description })),
    ),
    quietly("Vendor form", "payment terms", async () =>
      (await listSupportItems(db, company.id, "payment-terms")).map((t) => ({ id: t.id, name: t.name, description: t.description })),
    ),
    quietly("Vendor form", "vendor groups", async () =>
      (await listSupportItems(db, company.id, "vendor-groups")).map((g) => ({ id: g.id, name: g.name, description: "" })),
    ),
    quietly("Vendor form", "custom fields", async () =>
      (await listCustomFieldDefinitions(db, company.id, { for: "vendor" })).map((d) => ({ id: d.id, name: d.name })),
    ),
  ]);
  return {
    mode,
    companyId: company.id,
    today,
    vendor: vendor
      ? {
          id: vendor.id,
          vendorId: vendor.vendorId,
          openingBalance: vendor.openingBalance,
          balanceAsOf: vendor.balanceAsOf,
          balance: vendor.balance,
        }
      : null,
    values: vendor ? valuesOfVendor(vendor) : emptyVendorValues(today),
    accounts,
    shippingMethods,
    paymentTerms,
    vendorGroups,
    customFieldDefinitions,
  };
}

const revision = () => crypto.randomUUID();

/** A refused save: conform's reply, with the summary's lines and the service's refusal. */
function invalid(result: SubmissionResult<string[]>, failure: string | null, status: number, messages = messagesOf(result.error ?? {})) {
  return data<VendorFormAnswer>(
    {
      status: "invalid",
      revision: revision(),
      result,
      messages,
      failure,
      fieldErrors: dottedErrors(result.error),
      values: { ...(result.initialValue ?? {}) },
    },
    { status },
  );
}

export async function vendorFormAction({ request, params }: ActionFunctionArgs, mode: VendorFormMode) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  // Another company's vendor (or none) is a 404 for the action too.
  const existing = mode === "edit" ? await loadVendor(db, company.id, params.vendorId) : null;
  const formData = await request.formData();
  const rawIntent = formData.get("intent");
  if (rawIntent === SUPPORT_ITEM_INTENT)
    return supportDialogAction(db, ctx, formData, { kinds: VENDOR_DIALOG_KINDS, from: "the vendor form" });

  const submission = parseWithZod(formData, { schema: vendorFormSchema(mode), disableAutoCoercion: true });
  // A row added or removed without JavaScript (conform's insert / remove): the form again, with the change.
  if (submission.status === undefined) {
    return data<VendorFormAnswer>({ status: "editing", revision: revision(), result: followPrimaryRadio(submission.reply()) });
  }
  if (submission.status !== "success") return invalid(submission.reply(), null, 400);

  const intent: SaveIntent = mode === "edit" ? "save" : rawIntent === "save-new" ? "save-new" : "save-close";
  const fallback = mode === "new" ? VENDOR_FORM_MESSAGES.createFailed : VENDOR_FORM_MESSAGES.updateFailed;
  let saved: Vendor;
  try {
    saved = existing
      ? await updateVendor(db, ctx, existing.id, submission.value as VendorUpdateInput)
      : await createVendor(db, ctx, submission.value as VendorCreateInput);
  } catch (error) {
    return answerSaveError(error, mode === "new" ? "Creating a vendor failed" : "Updating a vendor failed", {
      refused: (refusal) => {
        if (refusal.status === 404) throw notFoundPage("Vendor not found");
        return invalid(refusalReply(submission, refusal, { fallback }), refusal.message || fallback, refusal.status);
      },
      failed: () => invalid(submission.reply({ formErrors: [fallback] }), fallback, 500, [fallback]),
    });
  }

  if (formData.get("js") === "1") {
    return data<VendorFormAnswer>({
      status: "saved",
      revision: revision(),
      intent,
      vendor: { id: saved.id, vendorId: saved.vendorId, vendorName: saved.vendorName },
    });
  }
  const message = mode === "new" ? VENDOR_FORM_MESSAGES.createdTitle : VENDOR_FORM_MESSAGES.updatedTitle;
  const to = intent === "save-new" ? menuHref(company.id, "vendors/new-vendor") : listPath(company.id);
  return redirectWithToast(to, { type: "success", message });
}

/** The availability check of the Vendor ID field: `{ exists }`, for the signed-in user's company. */
export async function vendorIdCheckLoader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const url = new URL(request.url);
  const vendorId = (url.searchParams.get("vendorId") ?? "").trim().slice(0, 50);
  const exclude = (url.searchParams.get("excludeId") ?? "").trim();
  const excludeId = /^\d{1,9}$/.test(exclude) ? Number(exclude) : null;
  const exists = vendorId ? await vendorIdExists(db, company.id, vendorId, excludeId) : false;
  return Response.json({ exists }, { headers: { "Cache-Control": "no-store" } });
}
