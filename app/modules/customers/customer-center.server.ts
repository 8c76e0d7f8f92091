import type { Knex } from "knex";
import { loadPartyCenter, partyDetails } from "~/modules/parties/center.server";
import type { CustomerCenterQuery, CustomerDetails } from "./customer-center";
import { customerOpenAmounts, customerTransactions } from "./customer-transactions.server";
import { customerService } from "./customers.server";
import { CUSTOMER_PARTY } from "./party-config.server";

// The Customer Center (~/modules/parties/center.server.ts, under the customer's names): the left
// panel — the customers of one status whose name matches the search, by name, with their receivable
// balance from the ledger, the first `limit` of them — the selected customer's details with its open
// and overdue amounts, and its transactions (./customer-transactions.server.ts).

/** The company's customer with this id (404 otherwise) as the details card shows it. */
async function getCustomerDetails(db: Knex, companyId: number, id: number, today: string): Promise<CustomerDetails> {
  const customer = await customerService.get(db, companyId, id);
  const { id: _id, code, name, ...rest } = partyDetails(CUSTOMER_PARTY, customer as unknown as Parameters<typeof partyDetails>[1]);
  const amounts = await customerOpenAmounts(db, companyId, id, today);
  return { id, customerId: code, customerName: name, companyName: customer.companyName, ...rest, ...amounts };
}

/**
 * The Customer Center for one URL state: the left panel, the selected customer (the one asked for,
 * else the first of the panel; a customer of another company is a 404) and its filtered
 * transactions — one page, or all of them for the CSV.
 */
export async function loadCustomerCenter(
  db: Knex,
  company: { id: number; fiscalYearStart: string },
  today: string,
  query: CustomerCenterQuery,
  options: { allTransactions?: boolean } = {},
) {
  const { panel, party, transactions } = await loadPartyCenter(
    CUSTOMER_PARTY,
    db,
    company,
    today,
    query,
    {
      listTransactions: (db, companyId, customerId, o) => customerTransactions(db, companyId, customerId, o),
      details: (id) => getCustomerDetails(db, company.id, id, today),
    },
    options,
  );
  return { panel, customer: party, transactions };
}
