import { parseWithZod } from "@conform-to/zod/v4";
import type { Knex } from "knex";
import {
  bankAccountOfSelection,
  checkVendor,
  confirmCheck,
  latestDraft,
  saveDraftCheck,
  writablePayBills,
} from "~/modules/checks/checks.server";
import { readWriteCheckQuery, WRITE_CHECK_MESSAGES, writeCheckFormSchema, type WriteCheckForm } from "~/modules/checks/schema";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { vendorPickerOptions } from "~/modules/vendors/vendor-options.server";
import { orNullWhenNotFound } from "~/utils/errors";

// Write Check's server side: what the screen loads (the vendor picker's first active vendors or those
// matching its search; for the chosen vendor its
// writable pay bills, and the selection — from the query, else from the vendor's latest draft) and
// what its two buttons do. Kept beside the route so the route's browser script carries no schema.

export async function loadWriteCheck(db: Knex, ctx: CompanyContext, params: URLSearchParams) {
  const query = readWriteCheckQuery(params);
  const saved = params.get("saved") === "draft" ? "draft" : params.get("saved") === "confirmed" ? "confirmed" : null;
  const vendorSearch = (params.get("vendorSearch") ?? "").slice(0, 200);
  const vendors = await vendorPickerOptions(db, ctx.companyId, { q: vendorSearch, selectedId: query.vendorId });
  const empty = {
    vendors,
    vendorSearch,
    vendor: null,
    payBills: [],
    selected: [] as number[],
    checkDate: "",
    memo: "",
    saved,
    loadError: null,
  };
  if (query.vendorId === null) return empty;
  const vendor = await orNullWhenNotFound(checkVendor(db, ctx.companyId, query.vendorId));
  if (!vendor) return { ...empty, loadError: WRITE_CHECK_MESSAGES.notFound };
  const payBills = await writablePayBills(db, ctx.companyId, vendor.id, ctx.today);
  const listed = new Set(payBills.map((p) => p.id));
  // The selection asked for; else (a fresh visit) the vendor's latest draft.
  const asked = params.has("payBillIds") || params.has("checkDate") || saved === "confirmed";
  const draft = asked ? null : await latestDraft(db, ctx.companyId, vendor.id);
  const selected = (asked ? query.payBillIds : (draft?.payBillIds ?? [])).filter((id) => listed.has(id));
  return {
    vendors,
    vendorSearch,
    vendor: { id: vendor.id, vendorName: vendor.vendorName },
    payBills,
    selected,
    checkDate: asked ? query.checkDate : (draft?.checkDate ?? ""),
    memo: asked ? query.memo : (draft?.memo ?? ""),
    saved,
    loadError: null,
  };
}

export function parseWriteCheckForm(formData: FormData) {
  return parseWithZod(formData, { schema: writeCheckFormSchema, disableAutoCoercion: true });
}

/** Save Draft Check or Confirm Check: the bank account is the selected pay bills' pay-from account. */
export async function submitWriteCheck(db: Knex, ctx: CompanyContext, form: WriteCheckForm) {
  const input = {
    vendorId: form.vendorId,
    bankAccountId: await bankAccountOfSelection(db, ctx.companyId, form.payBillIds),
    checkDate: form.checkDate,
    totalAmount: null,
    memo: form.memo,
    bills: form.payBillIds.map((billId) => ({ billId })),
  };
  return form.intent === "draft" ? saveDraftCheck(db, ctx, input) : confirmCheck(db, ctx, input);
}
