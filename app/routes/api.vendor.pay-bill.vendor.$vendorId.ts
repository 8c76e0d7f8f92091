import { companyContext } from "~/modules/companies/companies.server";
import { vendorTransactionsOfView } from "~/modules/vendors/vendor-transactions.server";
import { findVendorCompanyId } from "~/modules/vendors/vendors.server";
import { api, idParam } from "./__api.server";

// GET /api/vendor/pay-bill/vendor/:vendorId → the vendor's pay bills as the Vendor Center's rows:
// a bare array, newest first, of { id, date, type: "Pay Bill", number, memo, dueDate,
// amount, status: "Paid", vendorId, account (the paying account), paymentMethod, entryType }. Read
// from the ledger (entry type PAY), so it is empty until pay bills are posted. Another user's
// vendor is a 404.

export const loader = api({ params: idParam("vendorId") }, async ({ db, user, params, company }) => {
  const owner = await company(await findVendorCompanyId(db, user.id, params.vendorId));
  const { today } = companyContext(owner, user.id);
  return vendorTransactionsOfView(db, owner.id, params.vendorId, "pay-bills", today);
});
