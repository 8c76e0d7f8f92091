import { rowIdOf } from "~/lib/row-id";
import type { Cents } from "~/lib/money";
import type { PayBillForm } from "./pay-bill-schema";
import { readDate } from "./purchase-lists";
import type { BillPaymentInput } from "./schema";

// The Pay Bill screen's form and how it becomes a payment (its schema: pay-bill-schema.ts, loaded by
// the screen after it appears, ADR 0027). Client-safe and zod-free: the browser runs the same
// plan for its live totals that the action runs before saving.
//
// Per bill the form holds "pay in full" (a tick) and an amount to pay; per open vendor credit an
// "apply all" tick and an amount to apply. The credits chosen are applied to the bills being paid
// automatically, in the order the screen lists them (oldest due first): a bill paid in full takes
// credit up to what is due and the money pays the rest; a bill paid in part takes credit up to what
// its amount to pay leaves due. So the payment's credits applied to bills always add up to the
// credits used — unless more credit was chosen than the bills can take, which the service refuses
// with its own message (and the screen shows before saving, with JavaScript).

export type { PayBillForm };

export interface PlannedLine {
  billId: number;
  /** Money paid */
  amount: Cents;
  /** Credit applied */
  creditApplied: Cents;
}

export interface PaymentPlan {
  bills: PlannedLine[];
  credits: { creditId: number; amount: Cents }[];
  /** Money paid over all bills */
  paid: Cents;
  /** Credit applied over all bills */
  credited: Cents;
  /** Credit chosen that no bill being paid could take */
  unapplied: Cents;
  /** Which bill each credit goes to: the credits in the order chosen, over the bills in the order paid */
  applications: { creditId: number; billId: number; amount: Cents }[];
}

/** Share each bill's credit applied out among the credits, the first credit first. */
function creditApplications(credits: PaymentPlan["credits"], lines: readonly PlannedLine[]): PaymentPlan["applications"] {
  const left = credits.map((c) => ({ creditId: c.creditId, left: c.amount as number }));
  const applications: PaymentPlan["applications"] = [];
  let at = 0;
  for (const line of lines) {
    let owed: number = line.creditApplied;
    while (owed > 0 && at < left.length) {
      const taken = Math.min(owed, left[at].left);
      if (taken > 0) applications.push({ creditId: left[at].creditId, billId: line.billId, amount: taken as Cents });
      owed -= taken;
      left[at].left -= taken;
      if (left[at].left === 0) at += 1;
    }
  }
  return applications;
}

/**
 * The payment the form asks for. `due`: what is due on each bill (a bill not known there is passed
 * on as typed, for the service to refuse by name); `creditLeft`: what is left to apply of each credit.
 */
export function planPayment(
  form: Pick<PayBillForm, "bills" | "credits">,
  due: ReadonlyMap<number, number>,
  creditLeft: ReadonlyMap<number, number>,
): PaymentPlan {
  const credits = form.credits
    .filter((c) => c.creditId !== null)
    .map((c) => ({
      creditId: c.creditId!,
      amount: (c.useAll ? (creditLeft.get(c.creditId!) ?? c.amount ?? 0) : (c.amount ?? 0)) as Cents,
    }))
    .filter((c) => c.amount > 0);
  let remaining = credits.reduce((sum, c) => sum + c.amount, 0);
  const lines: PlannedLine[] = [];
  for (const row of form.bills) {
    if (row.billId === null) continue;
    const owed = due.get(row.billId);
    const typed = row.amount ?? 0;
    if (!row.payInFull && typed <= 0) continue;
    if (row.payInFull && owed !== undefined) {
      const credit = Math.min(Math.max(owed, 0), remaining);
      remaining -= credit;
      lines.push({ billId: row.billId, amount: (Math.max(owed, 0) - credit) as Cents, creditApplied: credit as Cents });
      continue;
    }
    const room = owed === undefined ? 0 : Math.max(0, owed - typed);
    const credit = Math.min(room, remaining);
    remaining -= credit;
    lines.push({ billId: row.billId, amount: typed as Cents, creditApplied: credit as Cents });
  }
  return {
    bills: lines,
    credits,
    paid: lines.reduce((sum, l) => sum + l.amount, 0) as Cents,
    credited: lines.reduce((sum, l) => sum + l.creditApplied, 0) as Cents,
    unapplied: remaining as Cents,
    applications: creditApplications(credits, lines),
  };
}

/** The service's input for a planned payment. */
export function paymentInput(form: PayBillForm, plan: PaymentPlan): BillPaymentInput {
  return {
    vendorId: form.vendorId,
    payFromAccountId: form.payFromAccountId,
    date: form.date,
    paymentMethod: form.paymentMethod,
    comments: form.comments,
    bills: plan.bills,
    credits: plan.credits,
  };
}

/** Open bills Pay Bill shows at once: a vendor with thousands pays them in batches, oldest due first. */
export const PAY_BILL_BATCH = 100;

export interface PayBillQuery {
  vendorId: number | null;
  vendorName: string;
  /** Only bills due on or before this date (YYYY-MM-DD; bills without a due date too); null: all */
  dueBy: string | null;
  /** 1-based batch of PAY_BILL_BATCH bills */
  page: number;
  /** The vendor search typed without JavaScript */
  vendorSearch: string;
}

/**
 * The PayBill route's query: prefillVendor (a vendor's id) and vendorName (used when there is no
 * id), and the batch of bills shown: dueBy (MM/DD/YYYY or YYYY-MM-DD) and page.
 */
export function readPayBillQuery(searchParams: URLSearchParams): PayBillQuery {
  const page = /^\d{1,6}$/.test((searchParams.get("page") ?? "").trim()) ? Number(searchParams.get("page")) : 1;
  return {
    vendorId: rowIdOf(searchParams.get("prefillVendor")),
    vendorName: (searchParams.get("vendorName") ?? "").trim().slice(0, 200),
    dueBy: readDate(searchParams.get("dueBy")),
    page: Math.max(1, page),
    vendorSearch: (searchParams.get("vendorSearch") ?? "").trim().slice(0, 200),
  };
}
