import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AccountVendorPickers, PICKER_CLASS } from "~/components/banking/account-vendor-pickers";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { createBankRule, deleteBankRule, listBankRules, updateBankRule } from "~/modules/banking/bank-rules.server";
import { depositFormOptions } from "~/modules/banking/deposits.server";
import { bankRuleSchema, bankRuleUpdateSchema } from "~/modules/banking/statement-schema";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { rowIdOf } from "~/lib/row-id";

// Bank Rules (banking/rules): the company's rules, in the order they apply — payee text contains,
// money in or out, an amount range → account, vendor, memo — that pre-fill what an unmatched
// statement line is recorded as; a rule is added, edited (each row is its own form) or deleted
// here. Plain forms: works without JavaScript; every save comes back here with its message.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const [rules, options] = await Promise.all([listBankRules(db, company.id), depositFormOptions(db, company.id)]);
  return { companyId: company.id, rules, accounts: options.accounts, vendors: options.vendors };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const here = menuHref(company.id, "banking/rules");
  const form = Object.fromEntries(await request.formData());
  const id = rowIdOf(String(form.ruleId ?? ""));
  try {
    let message: string;
    if (form.intent === "delete" && id !== null) message = (await deleteBankRule(db, ctx, id)).message;
    else if (form.intent === "save" && id !== null) {
      const parsed = bankRuleUpdateSchema.safeParse(form);
      if (!parsed.success) return redirectWithToast(here, { type: "error", message: parsed.error.issues.map((i) => i.message).join(" ") });
      message = (await updateBankRule(db, ctx, id, parsed.data)).message;
    } else {
      const parsed = bankRuleSchema.safeParse(form);
      if (!parsed.success) return redirectWithToast(here, { type: "error", message: parsed.error.issues.map((i) => i.message).join(" ") });
      message = (await createBankRule(db, ctx, parsed.data)).message;
    }
    return redirectWithToast(here, { type: "success", message });
  } catch (error) {
    assertDomainError(error);
    return redirectWithToast(here, { type: "error", message: error.message });
  }
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function RuleFields({
  rule,
  accounts,
  vendors,
  prefix,
}: { rule: Loaded["rules"][number] | null } & Pick<Loaded, "accounts" | "vendors"> & { prefix: string }) {
  const money = (v: string | null) => (v === null ? "" : formatMoney(fromDecimal(v), ""));
  return (
    <>
      <label className="flex flex-col">
        Name
        <input name="name" required defaultValue={rule?.name ?? ""} className={PICKER_CLASS} maxLength={100} id={`${prefix}-name`} />
      </label>
      <label className="flex flex-col">
        Payee contains
        <input name="payeeContains" required defaultValue={rule?.payeeContains ?? ""} className={PICKER_CLASS} maxLength={200} />
      </label>
      <label className="flex flex-col">
        Money
        <select name="direction" defaultValue={rule?.direction ?? "out"} className={PICKER_CLASS}>
          <option value="out">Out</option>
          <option value="in">In</option>
        </select>
      </label>
      <label className="flex flex-col">
        Amount from
        <input name="amountMin" inputMode="decimal" defaultValue={money(rule?.amountMin ?? null)} className={PICKER_CLASS} size={8} />
      </label>
      <label className="flex flex-col">
        Amount to
        <input name="amountMax" inputMode="decimal" defaultValue={money(rule?.amountMax ?? null)} className={PICKER_CLASS} size={8} />
      </label>
      <AccountVendorPickers
        accounts={accounts}
        vendors={vendors}
        accountId={rule?.accountId ?? null}
        vendorId={rule?.vendorId ?? null}
        required
      />
      <label className="flex flex-col">
        Memo
        <input name="memo" defaultValue={rule?.memo ?? ""} className={PICKER_CLASS} maxLength={500} />
      </label>
    </>
  );
}

export default function BankRules() {
  const { companyId, rules, accounts, vendors } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Banking", to: menuHref(companyId, "banking/accounts") }, { label: "Bank Rules" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Bank Rules</h1>
      <p className="text-sm text-slate-600">
        The first rule that applies to a statement line, from the top, pre-fills what it is recorded as.
      </p>
      {rules.length === 0 ? <p className="text-sm text-slate-600">No bank rules yet.</p> : null}
      <ul className="space-y-3">
        {rules.map((rule) => (
          <li key={rule.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={`Rule ${rule.name}`}>
            <Form method="post" className="flex flex-wrap items-end gap-2 text-sm">
              <input type="hidden" name="ruleId" value={rule.id} />
              <input type="hidden" name="version" value={rule.version} />
              <RuleFields rule={rule} accounts={accounts} vendors={vendors} prefix={`rule-${rule.id}`} />
              <button type="submit" name="intent" value="save" className={buttonClasses({ size: "sm" })}>
                Save
              </button>
              <button
                type="submit"
                name="intent"
                value="delete"
                formNoValidate
                className={buttonClasses({ variant: "danger", size: "sm" })}
              >
                Delete
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <section aria-label="New rule" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="mb-2 text-lg font-semibold">New Rule</h2>
        <Form method="post" className="flex flex-wrap items-end gap-2 text-sm">
          <input type="hidden" name="intent" value="create" />
          <RuleFields rule={null} accounts={accounts} vendors={vendors} prefix="new-rule" />
          <button type="submit" className={buttonClasses({ size: "sm" })}>
            Add Rule
          </button>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load the bank rules." />;
}

export const meta = screenMeta("Bank Rules");
