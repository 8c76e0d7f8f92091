import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { accountOption } from "~/components/accounts/account-form-data";
import { VENDOR_DIALOG_KINDS } from "~/components/vendors/support-item-data";
import {
  emptyVendorValues,
  VENDOR_ACCOUNT_TYPES,
  VENDOR_FORM_MESSAGES,
  VENDOR_FORM_TABS,
  type VendorFormLists,
  type VendorFormMode,
  type VendorFormValues,
} from "~/components/vendors/vendor-form-data";
import { formatUsDate } from "~/lib/dates";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { VENDOR_WORDS } from "~/modules/vendors/constants";
import { vendorFormSchema } from "~/modules/vendors/schema";
import { createVendor, getVendor, updateVendor, vendorIdExists, type Vendor } from "~/modules/vendors/vendors.server";
import { quietly } from "~/utils/quietly.server";
import { partyCodeCheckLoader, partyFormAction, partyFormLoader, supportOptions, type PartyFormServer } from "../__party-form.server";

// The server half of New Vendor and Edit Vendor: a party's form (../__party-form.server.ts) with the
// vendor's services, schema, values and lists (the accounts, shipping methods and vendor groups).

const VENDOR_FORM_SERVER: PartyFormServer<Vendor, VendorFormValues, VendorFormLists> = {
  words: VENDOR_WORDS,
  texts: VENDOR_FORM_MESSAGES,
  tabs: VENDOR_FORM_TABS,
  names: { code: "vendorId", name: "vendorName", since: "vendorSince" },
  paths: { list: "vendors/list", new: "vendors/new-vendor" },
  customFieldsFor: "vendor",
  dialogKinds: VENDOR_DIALOG_KINDS,
  schema: (mode) => vendorFormSchema(mode),
  service: { get: getVendor, create: createVendor, update: updateVendor, codeExists: vendorIdExists },
  empty: emptyVendorValues,
  ownValues: (vendor) => {
    const id = (value: number | null) => (value == null ? "" : String(value));
    return {
      vendorId: vendor.vendorId,
      vendorName: vendor.vendorName,
      vendorSince: formatUsDate(vendor.vendorSince),
      accountId: id(vendor.accountId),
      shippingMethodId: id(vendor.shippingMethodId),
      bankName: vendor.bankName,
      accountNumber: vendor.accountNumber,
      bankBranch: vendor.bankBranch,
      vendorGroupId: id(vendor.vendorGroupId),
      taxRegistrationNumber: vendor.taxRegistrationNumber,
      taxCode: vendor.taxCode,
      serviceTaxRegistrationNo: vendor.serviceTaxRegistrationNo,
    };
  },
  lists: async (db, companyId, vendor) => {
    const [accounts, shippingMethods, vendorGroups] = await Promise.all([
      quietly("Vendor form", "accounts", async () =>
        (await allAccounts(db, companyId))
          .filter((a) => (VENDOR_ACCOUNT_TYPES as readonly string[]).includes(a.accountType) || a.id === vendor?.accountId)
          .map(accountOption),
      ),
      quietly("Vendor form", "shipping methods", () => supportOptions(db, companyId, "shipping-methods")),
      quietly("Vendor form", "vendor groups", async () =>
        (await supportOptions(db, companyId, "vendor-groups")).map((g) => ({ ...g, description: "" })),
      ),
    ]);
    return { accounts, shippingMethods, vendorGroups };
  },
};

export const vendorFormLoader = (args: LoaderFunctionArgs, mode: VendorFormMode) => partyFormLoader(VENDOR_FORM_SERVER, args, mode);

export const vendorFormAction = (args: ActionFunctionArgs, mode: VendorFormMode) => partyFormAction(VENDOR_FORM_SERVER, args, mode);

/** The availability check of the Vendor ID field: `{ exists }`, for the signed-in user's company. */
export const vendorIdCheckLoader = (args: LoaderFunctionArgs) => partyCodeCheckLoader(VENDOR_FORM_SERVER, args);
