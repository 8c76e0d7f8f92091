import { isRowId } from "~/lib/row-id";
import type { Knex } from "knex";
import { fromDecimal, toDecimal } from "~/lib/money";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { undepositedFundsAccount } from "~/modules/accounts/system-accounts.server";
import { customerService } from "~/modules/customers/customers.server";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { Item } from "~/modules/items/item.model";
import { peekEntryNo } from "~/modules/ledger/ledger.server";
import { listPartyOptions } from "~/modules/parties/options.server";
import { paymentTermChoices } from "~/modules/purchases/document-reads.server";
import { listSupportItems } from "~/modules/support-lists/support-lists.server";
import { orNullWhenNotFound } from "~/utils/errors";
import { DISCOUNT_ACCOUNT_TYPES } from "./constants";
import { partyOfCustomer, type CustomerParty, type SalesFormOptions, type SellableItem } from "./form-rules";
import { SALES_KIND, type SalesKindName } from "./kinds";
import { SALES_ITEM_TYPES } from "./kinds/shared";
import { SalesTaxRate } from "./sales-tax-rate.model";

// What the sales forms offer, read for their loaders and actions: the active customers, the items
// the company sells (with an income account), the accounts of the kind's rows, deposit and
// discount, the active sales tax rates, sales persons, shipping methods and payment terms, and the
// number the document will get.

/** The customer a form is filled from (null when there is no such customer of the company). */
export async function customerParty(db: Knex, companyId: number, customerId: number): Promise<CustomerParty | null> {
  if (!isRowId(customerId)) return null;
  const customer = await orNullWhenNotFound(customerService.get(db, companyId, customerId));
  return customer && partyOfCustomer(customer);
}

/** The company's active items with an income account that it sells, by name, with their sales price. */
export async function sellableItems(db: Knex, companyId: number): Promise<SellableItem[]> {
  const items = await Item.query(db)
    .modify("ofCompany", companyId)
    .where({ active: true })
    .whereIn("itemType", SALES_ITEM_TYPES)
    .whereNotNull("incomeAccountId")
    .orderByRaw("lower(name), id")
    .select("id", "name", "itemType", "salesDescription", "salesPrice", "taxable");
  return items.map((i) => ({
    id: i.id,
    name: i.name,
    itemType: i.itemType,
    description: i.salesDescription,
    unitPrice: toDecimal(fromDecimal(i.salesPrice)),
    taxable: i.taxable,
  }));
}

/** The number the next document of this kind will get when saved (not reserved). */
export const nextSalesNumber = (db: Knex, companyId: number, kind: SalesKindName) => peekEntryNo(db, companyId, SALES_KIND[kind].entryType);

/** A sales form's choices; `keepCustomerId`: a draft's own customer, offered even when inactive now. */
export async function salesFormOptions(
  db: Knex,
  companyId: number,
  kind: SalesKindName,
  options: { nextNumber?: string; keepCustomerId?: number | null } = {},
): Promise<SalesFormOptions> {
  const rules = SALES_KIND[kind].accounts;
  // A cash sale may go to Undeposited Funds, made when first needed (before the accounts are read).
  const undeposited = rules.payFrom ? await db.transaction((trx) => undepositedFundsAccount(trx, companyId)) : null;
  const [customers, items, accounts, taxRates, salesPersons, shippingMethods, paymentTerms, nextNumber] = await Promise.all([
    listPartyOptions(CUSTOMER_PARTY, db, companyId, options.keepCustomerId ?? null),
    sellableItems(db, companyId),
    allAccounts(db, companyId, { activeOnly: true }),
    SalesTaxRate.query(db)
      .modify("ofCompany", companyId)
      .where({ active: true })
      .orderByRaw("lower(name), id")
      .select("id", "name", "rate"),
    db("salesPersons").where({ companyId, active: true }).orderByRaw("lower(sales_person_name), id").select("id", "salesPersonName"),
    listSupportItems(db, companyId, "shipping-methods"),
    SALES_KIND[kind].form.terms ? paymentTermChoices(db, companyId, "customer") : Promise.resolve([]),
    options.nextNumber ?? nextSalesNumber(db, companyId, kind),
  ]);
  const ofTypes = (types: readonly string[] | null) =>
    accounts
      .filter((a) => (types ?? []).includes(a.accountType))
      .map((a) => ({ id: a.id, accountNumber: a.accountNumber, accountName: a.accountName, accountType: a.accountType }));
  return {
    customers: customers.map((c) => ({ id: c.id, name: c.name })),
    items,
    rowAccounts: ofTypes(rules.rows),
    depositAccounts: accounts
      .filter((a) => (rules.payFrom ?? []).includes(a.accountType) || a.id === undeposited)
      .map((a) => ({ id: a.id, accountNumber: a.accountNumber, accountName: a.accountName, accountType: a.accountType })),
    discountAccounts: ofTypes(DISCOUNT_ACCOUNT_TYPES),
    taxRates: taxRates.map((r) => ({ id: r.id, name: r.name, rate: r.rate })),
    salesPersons: salesPersons.map((s: { id: number; salesPersonName: string }) => ({ id: s.id, name: s.salesPersonName })),
    shippingMethods: shippingMethods.map((m) => ({ id: m.id, name: m.name })),
    paymentTerms,
    nextNumber,
  };
}
