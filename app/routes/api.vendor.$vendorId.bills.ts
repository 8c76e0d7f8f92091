import { companyContext } from "~/modules/companies/companies.server";
import { vendorTransactionsOfView } from "~/modules/vendors/vendor-transactions.server";
import { findVendorCompanyId } from "~/modules/vendors/vendors.server";
import { api, idParam } from "./__api.server";

// GET /api/vendor/:vendorId/bills → the vendor's bills as the Vendor Center's rows:
// a bare array, newest first, of { id, date, type: "Bill", number, memo, dueDate, amount, status,
// vendorId, account, paymentMethod, entryType }. Read from the ledger (entry type BILL), so it is
// empty until bills are posted. Another user's vendor is a 404.

export const loader = api({ params: idParam("vendorId") }, async ({ db, user, params, company }) => {
  const owner = await company(await findVendorCompanyId(db, user.id, params.vendorId));
  const { today } = companyContext(owner, user.id);
  return vendorTransactionsOfView(db, owner.id, params.vendorId, "bills", today);
});
