// The customer's words and messages, without zod: the customer screens import these, and the
// schemas (./schema.ts, which re-exports them) load only once a form is checked. What customers
// share with vendors lives in the party module (~/modules/parties); the customer is its second
// configuration (./party-config.server.ts), and these are the customer's names for it.

import { partyMessages, type PartyWords } from "~/modules/parties/words";

export const CUSTOMER_WORDS: PartyWords = {
  party: "customer",
  Party: "Customer",
  parties: "customers",
  Parties: "Customers",
  controlAccount: "Accounts Receivable",
};

export const CUSTOMER_PARTY_MESSAGES = partyMessages(CUSTOMER_WORDS);

/** The customer's opening balance (posted by customerService.create): Dr Accounts Receivable, Cr Opening Balance Equity. */
export const CUSTOMER_OPENING_BALANCE_TYPE = "COB";
