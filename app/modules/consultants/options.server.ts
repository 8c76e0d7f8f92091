import type { Knex } from "knex";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { listPartyOptions } from "~/modules/parties/options.server";
import { listSalesTaxRates } from "~/modules/sales/sales-tax-rates.server";
import { VENDOR_PARTY } from "~/modules/vendors/party-config.server";
import { consultantOptions } from "./consultants.server";

// What the consultant screens' selects offer: customers, vendors (a contractor's), the service
// items a placement invoices, the consultants, the sales tax rates an invoice may charge.

export type Choice = { value: string; label: string };

const choices = (rows: { id: number; name: string }[]): Choice[] => rows.map((r) => ({ value: String(r.id), label: r.name }));

export const customerChoices = async (db: Knex, companyId: number) => choices(await listPartyOptions(CUSTOMER_PARTY, db, companyId));
export const vendorChoices = async (db: Knex, companyId: number, keepId: number | null = null) =>
  choices(await listPartyOptions(VENDOR_PARTY, db, companyId, keepId));

export async function serviceItemChoices(db: Knex, companyId: number): Promise<Choice[]> {
  const rows = await db("items")
    .where({ companyId, itemType: "service", sells: true, active: true })
    .orderByRaw("lower(name), id")
    .select("id", "name");
  return choices(rows);
}

export const consultantChoices = async (db: Knex, companyId: number, keepId: number | null = null): Promise<Choice[]> =>
  (await consultantOptions(db, companyId, keepId)).map((c) => ({ value: String(c.id), label: c.consultantName }));

export const taxRateChoices = async (db: Knex, companyId: number): Promise<Choice[]> =>
  (await listSalesTaxRates(db, companyId, { activeOnly: true })).map((r) => ({
    value: String(r.id),
    label: `${r.name} (${Number(r.rate)}%)`,
  }));
