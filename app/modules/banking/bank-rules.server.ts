import type { Knex } from "knex";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { recordActivity, type ActivityEntry } from "~/modules/activity/activity.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation, patchVersioned } from "~/utils/model";
import { BankRule } from "./bank-rule.model";
import { isBankingAccountType } from "./constants";
import { RULE_MESSAGES as R, type RecordKind } from "./statement-constants";
import type { BankRuleInput, BankRuleUpdateInput } from "./statement-schema";

// Bank rules (ADR 0058): a company's rules that pre-fill what an unmatched statement line is
// recorded as. A rule applies to a line whose description (or memo) contains its payee text, in any
// case, whose direction (money in or out) is the rule's and whose amount (its size) is within the
// rule's range; the first such rule, oldest first, wins. Its account says what the line becomes: a
// bank or card account a transfer, any other an expense (money out) or a deposit (money in).

export interface BankRuleView {
  id: number;
  name: string;
  payeeContains: string;
  direction: "in" | "out";
  /** "12.50" or null */
  amountMin: string | null;
  amountMax: string | null;
  accountId: number;
  accountName: string;
  accountType: string;
  vendorId: number | null;
  vendorName: string | null;
  memo: string;
  version: number;
}

/** What a rule pre-fills for a statement line. */
export interface RecordPrefill {
  as: RecordKind;
  accountId: number;
  vendorId: number | null;
  memo: string;
  ruleId: number;
  ruleName: string;
}

/** The company's rules, oldest first. */
export async function listBankRules(db: Knex, companyId: number): Promise<BankRuleView[]> {
  const rows = await db("bankRules as r")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "r.companyId").andOn("a.id", "r.accountId"))
    .leftJoin("vendors as v", (j) => j.on("v.companyId", "r.companyId").andOn("v.id", "r.vendorId"))
    .where("r.companyId", companyId)
    .orderBy("r.id")
    .select(
      "r.id",
      "r.name",
      "r.payeeContains",
      "r.direction",
      "r.amountMin",
      "r.amountMax",
      "r.accountId",
      "a.accountName",
      "a.accountType",
      "r.vendorId",
      "v.vendorName",
      "r.memo",
      "r.version",
    );
  return rows.map((r: BankRuleView) => ({
    ...r,
    amountMin: r.amountMin === null ? null : toDecimal(fromDecimal(r.amountMin)),
    amountMax: r.amountMax === null ? null : toDecimal(fromDecimal(r.amountMax)),
  }));
}

/** One rule of the company, or a 404. */
export async function bankRuleView(db: Knex, companyId: number, id: number): Promise<BankRuleView> {
  const found = (await listBankRules(db, companyId)).find((r) => r.id === id);
  if (!found) throw new DomainError(R.notFound, 404);
  return found;
}

/** The account and vendor are the company's. */
async function checkReferences(db: Knex, companyId: number, input: BankRuleInput) {
  const account = await db("companyAccounts").where({ companyId, id: input.accountId! }).first("id");
  if (!account) throw new DomainError(R.accountNotFound, 400, { accountId: [R.accountNotFound] });
  if (input.vendorId !== null) {
    const vendor = await db("vendors").where({ companyId, id: input.vendorId }).first("id");
    if (!vendor) throw new DomainError(R.vendorNotFound, 400, { vendorId: [R.vendorNotFound] });
  }
}

const columns = (input: BankRuleInput) => ({
  name: input.name,
  payeeContains: input.payeeContains,
  direction: input.direction,
  amountMin: input.amountMin === null ? null : toDecimal(input.amountMin),
  amountMax: input.amountMax === null ? null : toDecimal(input.amountMax),
  accountId: input.accountId!,
  vendorId: input.vendorId,
  memo: input.memo,
});

const nameTaken = (error: unknown, name: string) => {
  if (isUniqueViolation(error)) return new DomainError(R.nameTaken(name), 409, { name: [R.nameTaken(name)] });
  return error;
};

/** A rule's change in the activity log, in the change's transaction. */
const recordRule = (trx: Knex.Transaction, ctx: CompanyContext, activity: ActivityEntry["activity"], rule: { id: number; name: string }) =>
  recordActivity(trx, ctx, {
    activity,
    recordType: "bank_rule",
    recordId: rule.id,
    name: rule.name,
    link: activity === "deleted" ? null : "banking/rules",
  });

export async function createBankRule(
  db: Knex,
  ctx: CompanyContext,
  input: BankRuleInput,
): Promise<{ rule: BankRuleView; message: string }> {
  await checkReferences(db, ctx.companyId, input);
  let id: number;
  try {
    id = await db.transaction(async (trx) => {
      const { id } = await BankRule.query(trx).insert({ companyId: ctx.companyId, ...columns(input), createdBy: ctx.userId });
      await recordRule(trx, ctx, "created", { id, name: input.name });
      return id;
    });
  } catch (error) {
    throw nameTaken(error, input.name);
  }
  return { rule: await bankRuleView(db, ctx.companyId, id), message: R.created };
}

export async function updateBankRule(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  input: BankRuleUpdateInput,
): Promise<{ rule: BankRuleView; message: string }> {
  await checkReferences(db, ctx.companyId, input);
  try {
    await db.transaction(async (trx) => {
      await patchVersioned(
        BankRule,
        trx,
        { companyId: ctx.companyId, id },
        input.version,
        { ...columns(input), updatedAt: new Date() },
        { noun: "bank rule", notFound: R.notFound },
      );
      await recordRule(trx, ctx, "updated", { id, name: input.name });
    });
  } catch (error) {
    throw nameTaken(error, input.name);
  }
  return { rule: await bankRuleView(db, ctx.companyId, id), message: R.updated };
}

export async function deleteBankRule(db: Knex, ctx: CompanyContext, id: number): Promise<{ message: string }> {
  await db.transaction(async (trx) => {
    const [deleted] = await trx("bankRules").where({ companyId: ctx.companyId, id }).del().returning(["id", "name"]);
    if (!deleted) throw new DomainError(R.notFound, 404);
    await recordRule(trx, ctx, "deleted", deleted);
  });
  return { message: R.deleted };
}

/** The first rule (oldest first) that applies to a statement line, as what it pre-fills; null when none does. */
export function ruleFor(rules: readonly BankRuleView[], line: { amount: Cents; description: string; memo: string }): RecordPrefill | null {
  const direction = line.amount < 0 ? "out" : "in";
  const size = Math.abs(line.amount);
  const text = `${line.description} ${line.memo}`.toLowerCase();
  const rule = rules.find(
    (r) =>
      r.direction === direction &&
      text.includes(r.payeeContains.toLowerCase()) &&
      (r.amountMin === null || size >= fromDecimal(r.amountMin)) &&
      (r.amountMax === null || size <= fromDecimal(r.amountMax)),
  );
  if (!rule) return null;
  return {
    as: isBankingAccountType(rule.accountType) ? "transfer" : direction === "out" ? "expense" : "deposit",
    accountId: rule.accountId,
    vendorId: rule.vendorId,
    memo: rule.memo,
    ruleId: rule.id,
    ruleName: rule.name,
  };
}
