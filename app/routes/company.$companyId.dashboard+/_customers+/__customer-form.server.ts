import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  CUSTOMER_FORM_MESSAGES,
  CUSTOMER_FORM_TABS,
  emptyCustomerValues,
  type CustomerFormLists,
  type CustomerFormValues,
} from "~/components/customers/customer-form-data";
import { CUSTOMER_DIALOG_KINDS } from "~/components/vendors/support-item-data";
import { formatUsDate } from "~/lib/dates";
import { CUSTOMER_WORDS } from "~/modules/customers/constants";
import { customerService, type Customer } from "~/modules/customers/customers.server";
import { customerFormSchema } from "~/modules/customers/schema";
import type { PartyFormMode } from "~/modules/parties/constants";
import { allSalesPersons } from "~/modules/sales-persons/sales-persons.server";
import { quietly } from "~/utils/quietly.server";
import { partyCodeCheckLoader, partyFormAction, partyFormLoader, supportOptions, type PartyFormServer } from "../__party-form.server";

// The server half of New Customer and Edit Customer: a party's form (../__party-form.server.ts) with
// the customer's service (a positive opening balance posts Dr Accounts Receivable, Cr Opening Balance
// Equity), schema, values and lists (customer groups, invoice frequencies, the active sales persons
// and the customer's own).

const CUSTOMER_FORM_SERVER: PartyFormServer<Customer, CustomerFormValues, CustomerFormLists> = {
  words: CUSTOMER_WORDS,
  texts: CUSTOMER_FORM_MESSAGES,
  tabs: CUSTOMER_FORM_TABS,
  names: { code: "customerId", name: "customerName", since: "customerSince" },
  paths: { list: "customers/list", new: "customers/new" },
  customFieldsFor: "client",
  dialogKinds: CUSTOMER_DIALOG_KINDS,
  schema: (mode) => customerFormSchema(mode),
  service: customerService,
  empty: emptyCustomerValues,
  ownValues: (customer) => {
    const id = (value: number | null) => (value == null ? "" : String(value));
    return {
      customerId: customer.customerId,
      customerName: customer.customerName,
      companyName: customer.companyName,
      customerSince: formatUsDate(customer.customerSince),
      customerGroupId: id(customer.customerGroupId),
      invoiceFrequencyId: id(customer.invoiceFrequencyId),
      salesPersonId: id(customer.salesPersonId),
      taxExempt: customer.taxExempt,
      resaleNumber: customer.resaleNumber,
      documentLanguage: customer.documentLanguage ?? "",
    };
  },
  lists: async (db, companyId, customer) => {
    const [customerGroups, invoiceFrequencies, salesPersons] = await Promise.all([
      quietly("Customer form", "customer groups", async () =>
        (await supportOptions(db, companyId, "customer-groups")).map((g) => ({ ...g, description: "" })),
      ),
      quietly("Customer form", "invoice frequencies", async () =>
        (await supportOptions(db, companyId, "invoice-frequencies")).map((f) => ({ ...f, description: "" })),
      ),
      quietly("Customer form", "sales persons", async () =>
        (await allSalesPersons(db, companyId, { view: "all" }))
          .filter((p) => p.active || p.id === customer?.salesPersonId)
          .map((p) => ({ id: p.id, name: p.salesPersonName })),
      ),
    ]);
    return { customerGroups, invoiceFrequencies, salesPersons };
  },
};

export const customerFormLoader = (args: LoaderFunctionArgs, mode: PartyFormMode) => partyFormLoader(CUSTOMER_FORM_SERVER, args, mode);

export const customerFormAction = (args: ActionFunctionArgs, mode: PartyFormMode) => partyFormAction(CUSTOMER_FORM_SERVER, args, mode);

/** The availability check of the Customer ID field: `{ exists }`, for the signed-in user's company. */
export const customerIdCheckLoader = (args: LoaderFunctionArgs) => partyCodeCheckLoader(CUSTOMER_FORM_SERVER, args);
