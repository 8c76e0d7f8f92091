import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { bankAccounts } from "~/modules/banking/register.server";
import { transferSchema } from "~/modules/banking/schema";
import { createTransfer } from "~/modules/banking/transfers.server";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { redirectWithToast } from "~/utils/toast.server";
import { rowIdOf } from "~/lib/row-id";
import { bankingRefusal } from "../__banking-form.server";

// Transfer Funds' server half: the bank, cash, card and Paypal accounts with their balances (the
// from account may be chosen by the link that opened the screen: ?from=<id>), and the save, which
// goes to the transfer with the success message, or shows the form again with why (nothing written).

export async function transferLoader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const accounts = await bankAccounts(db, company.id);
  const from = rowIdOf(new URL(request.url).searchParams.get("from"));
  return {
    companyId: company.id,
    today: companyContext(company, user.id).today,
    accounts: accounts.map((a) => ({ id: a.id, accountName: a.accountName, accountType: a.accountType, balance: a.bookBalance })),
    from: accounts.some((a) => a.id === from) ? from : null,
  };
}

export async function transferAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const submission = parseWithZod(await request.formData(), { schema: transferSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const { transfer, message } = await createTransfer(db, companyContext(company, user.id), submission.value);
    return redirectWithToast(menuHref(company.id, `banking/transfers/${transfer.id}`), { type: "success", message });
  } catch (error) {
    return bankingRefusal(submission, error);
  }
}
