import type { Knex } from "knex";
import type { CompanyContext } from "~/modules/companies/companies.server";
import * as parties from "~/modules/parties/party.server";
import { CUSTOMER_PARTY } from "./party-config.server";
import type { CustomerCreateInput, CustomerListQuery, CustomerUpdateInput } from "./schema";

// Customers: the party module's second configuration (./party-config.server.ts). The customer with
// its contacts, addresses and custom values is one aggregate, read in one call and written in one
// call inside one transaction (~/modules/parties/party.server.ts). A positive opening balance posts
// entry type COB: Dr Accounts Receivable tagged with the customer, Cr Opening Balance Equity, dated
// Balance as of. Money leaves as "1234.50". These are the customer's names for the party's services.

/** A customer as screens and the API show it (the model's graph, flattened; `balance` is the receivable one). */
export interface Customer extends parties.PartyView {
  customerId: string;
  customerName: string;
  companyName: string;
  /** YYYY-MM-DD */
  customerSince: string;
  customerGroupId: number | null;
  invoiceFrequencyId: number | null;
  salesPersonId: number | null;
  taxExempt: boolean;
  resaleNumber: string;
  taxId: string;
  /** The language its documents print in (en, es, fr, de, pt); null: the company's (ADR 0087) */
  documentLanguage: string | null;
}

/**
 * The customer's services (the party's, ~/modules/parties/party.server.ts `partyService`): `create`
 * (posting the opening balance) and `update` (on the current version only; 409 on a stale one), each
 * answering the customer as read back; `get` (with contacts, addresses, custom values and balance);
 * `updatePayload` (what a PUT is laid over); `codeExists` (the Customer ID taken, trimmed, any case).
 */
export const customerService = parties.partyService<Customer, CustomerCreateInput, CustomerUpdateInput>(CUSTOMER_PARTY);

/** Refused (409) once any journal line is tagged with the customer, the opening balance's included. */
export async function deleteCustomer(db: Knex, ctx: CompanyContext, id: number): Promise<{ id: number; customerName: string }> {
  const { name } = await parties.deleteParty(CUSTOMER_PARTY, db, ctx, id);
  return { id, customerName: name };
}

/** One page of the Customers list with the month columns (sales: debits to Accounts Receivable) and the ledger balance. */
export async function listCustomers(db: Knex, companyId: number, options: CustomerListQuery & { today: string }) {
  const { items, ...rest } = await parties.listParties(CUSTOMER_PARTY, db, companyId, options);
  // The rows keep the customer's column names (customerId, customerName).
  return { customers: items as ((typeof items)[number] & { customerId: string; customerName: string })[], ...rest };
}

/** The language a customer reads its documents in (ADR 0087): its own, or null for the company's. */
export async function customerDocumentLanguage(db: Knex, companyId: number, id: number | null): Promise<string | null> {
  if (id == null) return null;
  const row = await db("customers").where({ companyId, id }).first("documentLanguage");
  return row?.documentLanguage ?? null;
}
