import type { APIRequestContext } from "@playwright/test";
import type { TestUser } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// Books for the Transactions specs, made through the API: Checking's opening balance, a bill from
// Acme for office rent and its payment by cheque.

export async function transactionBooks(request: APIRequestContext, user: TestUser) {
  const books = await setUpBooks(request, user);
  const acme = await addVendor(request, user, books, "ACME", "Acme Supplies");
  const bill = await enterBill(request, user, books, acme, {
    date: "10/05/2026",
    dueDate: "11/04/2026",
    amount: "120.00",
    comments: "Office rent",
  });
  await payBill(request, user, books, { vendorId: acme, billId: bill.id, amount: "120.00", date: "10/20/2026", paymentMethod: "Cheque" });
  return { base: `/company/${books.companyId}/dashboard`, bill };
}
