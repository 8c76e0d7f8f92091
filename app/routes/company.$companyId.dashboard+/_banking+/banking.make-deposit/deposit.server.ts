import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { DEPOSIT_PAYMENT_METHODS } from "~/modules/banking/constants";
import { createDeposit, depositFormOptions } from "~/modules/banking/deposits.server";
import { depositSchema } from "~/modules/banking/schema";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";
import { rowIdOf } from "~/lib/row-id";
import { bankingRefusal } from "../__banking-form.server";

// Make Deposit's server half: the deposit accounts (the one chosen by the link that opened the
// screen: ?to=<id>), the payments waiting in Undeposited Funds, the accounts, customers and vendors
// other rows may name; the save goes to the deposit with the success message, or shows the form
// again with what was typed and why (nothing written).

export async function depositLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const options = await depositFormOptions(db, company.id);
  const to = rowIdOf(new URL(request.url).searchParams.get("to"));
  return {
    companyId: company.id,
    today: companyContext(company, user.id).today,
    ...options,
    methods: DEPOSIT_PAYMENT_METHODS,
    to: options.depositTo.some((a) => a.id === to) ? to : null,
  };
}

export async function depositAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const submission = parseWithZod(await request.formData(), { schema: depositSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const { deposit, message } = await createDeposit(db, companyContext(company, user.id), submission.value);
    return redirectWithToast(menuHref(company.id, `banking/deposits/${deposit.id}`), { type: "success", message });
  } catch (error) {
    return bankingRefusal(submission, error);
  }
}
