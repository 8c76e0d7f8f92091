import { rowIdOf } from "~/lib/row-id";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { CustomerMoneyKind, CustomerMoneyLoaded } from "~/components/receivables/customer-money-data";
import { CUSTOMER_MONEY_SCREENS } from "~/components/receivables/customer-money-data";
import { menuHref } from "~/components/shell/menu";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { partyMatch, partyPickerOptions } from "~/modules/parties/options.server";
import { openCredits } from "~/modules/sales/customer-credits.server";
import { SALES_PAYMENT_METHODS } from "~/modules/sales/customer-payments";
import { prepaymentSchema, receivePaymentSchema, refundSchema } from "~/modules/sales/customer-payment-schema";
import { depositToOptions, refundFromOptions } from "~/modules/sales/customer-payments.server";
import { createPrepayment } from "~/modules/sales/prepayment.server";
import { openInvoices, receivePayment } from "~/modules/sales/receive-payment.server";
import { refundCredits } from "~/modules/sales/refund.server";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// The server half of Receive Payment, Prepayment and Refund (customers/receive-payment,
// customers/prepayment, customers/refund). The customer is chosen by a GET form (?customer=<id>,
// ?customerSearch= without JavaScript); Receive Payment may be opened for an invoice
// (?customer=<id>&invoice=<id>: its amount due filled in). The action parses the form with the
// service's own schema (the one the browser runs), saves through the service and goes back to the
// screen for the customer with the success message; a refused save shows the form again with what
// was typed and why (status 400, nothing written).

export async function customerMoneyLoader(kind: CustomerMoneyKind, { request, params }: LoaderFunctionArgs): Promise<CustomerMoneyLoaded> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const url = new URL(request.url);
  const customerSearch = (url.searchParams.get("customerSearch") ?? "").trim().slice(0, 200);
  // First and alone: the deposit accounts' Undeposited Funds is made when first needed, in a transaction of its own.
  const accounts = kind === "refund" ? await refundFromOptions(db, company.id) : await depositToOptions(db, company.id);
  const match = await partyMatch(CUSTOMER_PARTY, db, company.id, rowIdOf(url.searchParams.get("customer")));
  const [customers, invoices, credits] = await Promise.all([
    partyPickerOptions(CUSTOMER_PARTY, db, company.id, { q: customerSearch, selectedId: match?.id ?? null, view: "active" }),
    match && kind === "receive-payment" ? openInvoices(db, company.id, match.id) : [],
    match && kind !== "prepayment" ? openCredits(db, company.id, match.id) : [],
  ]);
  return {
    kind,
    companyId: company.id,
    today: ctx.today,
    customers: customers.map((c) => ({ id: c.id, name: c.name })),
    customerSearch,
    customer: match ? { id: match.id, name: match.name } : null,
    accounts,
    methods: SALES_PAYMENT_METHODS,
    invoices,
    credits,
    invoiceId: rowIdOf(url.searchParams.get("invoice")),
  };
}

/** Fields whose messages show beside them; every other message goes to the form's list. */
const HEADER_FIELDS = ["customerId", "depositToAccountId", "payFromAccountId", "date", "paymentMethod", "reference", "amount", "memo"];

export async function customerMoneyAction(kind: CustomerMoneyKind, { request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const formData = await request.formData();
  const schema = kind === "receive-payment" ? receivePaymentSchema : kind === "prepayment" ? prepaymentSchema : refundSchema;
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let message: string;
  try {
    const value = submission.value as never;
    message = (
      kind === "receive-payment"
        ? await receivePayment(db, ctx, value)
        : kind === "prepayment"
          ? await createPrepayment(db, ctx, value)
          : await refundCredits(db, ctx, value)
    ).message;
  } catch (error) {
    assertDomainError(error);
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors ?? {}).filter(([field]) => HEADER_FIELDS.includes(field)));
    const beside = new Set(Object.values(fieldErrors).flat());
    const formErrors = [...new Set(error.message.split("\n").filter((line) => line && !beside.has(line)))];
    return data(submission.reply({ formErrors, fieldErrors }), { status: 400 });
  }
  const customerId = (submission.value as { customerId: number | null }).customerId;
  const back = `${menuHref(company.id, CUSTOMER_MONEY_SCREENS[kind].slug)}${customerId ? `?customer=${customerId}` : ""}`;
  return redirectWithToast(back, { type: "success", message });
}
