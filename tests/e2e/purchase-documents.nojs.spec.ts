import type { APIRequestContext } from "@playwright/test";
import { createCompany, expect, test, type TestUser } from "./fixtures";

// The purchase screens with JavaScript disabled: selects are native, Update fills in the vendor's
// contacts and term (and the phone of the chosen contact), rows are added by the server, the
// balance rule's refusal comes back in the page with what was typed, and the saves post and
// redirect with the spec's toasts.

/** A company with petty cash ($100), an expense account, a Net 30 term and a vendor with a contact. */
async function books(request: APIRequestContext, user: TestUser) {
  const company = await createCompany(request, user);
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, {
      data: { companyId: company.id, ...data },
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  await post("/api/company-account/create", {
    accountType: "Cash",
    accountNumber: "1000",
    accountName: "Petty Cash",
    openingBalance: "100.00",
  });
  await post("/api/company-account/create", { accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  const term = await post("/api/company/payment-terms", { name: "Net 30", type: "fixed", netDueIn: 30, discountPercent: 0 });
  await post("/api/vendor/vendors", {
    vendorId: "ACME",
    vendorName: "Acme Supplies",
    paymentTermId: term.paymentTerm.id,
    contacts: [{ name: "Ann Able", title: "Buyer", phone: "555 0100", email: "ann@acme.test", primary: true }],
  });
  return `/company/${company.id}/dashboard`;
}

test("save a cash expense without JavaScript: Update loads the contacts, the balance rule refuses, then it saves", async ({
  page,
  request,
  user,
}) => {
  const base = await books(request, user);
  await page.goto(`${base}/vendors/cash-expense`);
  await expect(page.getByLabel("No.", { exact: true })).toHaveValue("EXP-0001");
  await page.getByLabel("Pay From").selectOption({ label: "1000 - Petty Cash ($100.00)" });
  await page.getByLabel("Vendor Name").selectOption({ label: "Acme Supplies" });
  await page.getByRole("button", { name: "Update" }).click();

  // The vendor's contacts are offered now; choosing one and updating fills its phone.
  await page.getByLabel("Contact Name").selectOption({ label: "Ann Able (ann@acme.test) [Primary]" });
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByLabel("Phone")).toHaveValue("555 0100");

  await page.getByRole("button", { name: "+ Add account row" }).click();
  await expect(page.getByLabel(/^Amount, account row/)).toHaveCount(3);
  await page.getByLabel("Account, account row 3").selectOption({ label: "6100 - Rent" });
  await page.getByLabel("Amount, account row 3", { exact: true }).fill("150.00");
  await page.getByLabel("Comments").fill("Window cleaning");
  await page.getByRole("button", { name: "Save and Close" }).click();

  // Refused: the message, and everything typed kept.
  await expect(page.locator("#purchase-errors")).toContainText("Insufficient balance in the selected account.");
  await expect(page.locator("#purchase-errors")).toContainText("Petty Cash can pay $100.00; this needs $150.00.");
  await expect(page.getByLabel("Amount, account row 3", { exact: true })).toHaveValue("150.00");
  await expect(page.getByLabel("Comments")).toHaveValue("Window cleaning");
  await expect(page.getByLabel("Phone")).toHaveValue("555 0100");
  await expect(page.getByTestId("document-total")).toHaveText("$150.00");

  await page.getByLabel("Amount, account row 3", { exact: true }).fill("60.00");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/vendors/center`));
  await expect(page.getByText("Cash expense created successfully!").first()).toBeVisible();
});

test("save a bill without JavaScript: Update takes the vendor's payment term and shows the due date", async ({ page, request, user }) => {
  const base = await books(request, user);
  await page.goto(`${base}/vendors/enter-bill`);
  await expect(page.getByLabel("Bill No.")).toHaveValue("BILL-0001");
  await page.getByRole("combobox", { name: "Vendor", exact: true }).selectOption({ label: "Acme Supplies" });
  await page.getByRole("textbox", { name: "Bill Date" }).fill("11/10/2026");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByLabel("Payment Term")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Due Date")).toHaveValue("12/10/2026");

  await page.getByLabel("Account, account row 1").selectOption({ label: "6100 - Rent" });
  await page.getByLabel("Amount, account row 1", { exact: true }).fill("800.00");
  await page.getByLabel("Vendor's Reference").fill("INV-77");
  await page.getByRole("button", { name: "Save and Close" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/vendors/center`));
  await expect(page.getByText("Bill created successfully!").first()).toBeVisible();
});
