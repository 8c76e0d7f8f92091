import type { Page } from "@playwright/test";
import { createCompany, expect, test } from "./fixtures";

// The customer side with JavaScript, as a bookkeeper first meets it: New Customer from the Customer
// menu (its four tabs, the Customer ID check, a contact and a billing address, an opening balance),
// Save and Close to the Customers list with the balance, then the Customer Center with the customer
// selected, its balance and its opening balance as a transaction.

const main = (page: Page) => page.getByRole("main");
const panel = (page: Page, name: string) => main(page).getByRole("tabpanel", { name });
const card = (page: Page, name: string) => main(page).getByRole("listitem", { name });

test("New Customer → Customers list → Customer Center", async ({ page, request, user }) => {
  test.setTimeout(90_000);
  const company = await createCompany(request, user);
  const dashboard = `/company/${company.id}/dashboard`;

  await page.goto(`${dashboard}/customers/list`);
  await expect(main(page).getByRole("heading", { name: "Customers", exact: true })).toBeVisible();
  await main(page).getByRole("link", { name: "Add New Customer" }).click();
  await expect(page).toHaveURL(`${dashboard}/customers/new`);
  await expect(main(page).getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Customer>New Customer");

  const general = panel(page, "Basic Information");
  await general.getByRole("button", { name: "Next" }).click();
  await expect(general.getByRole("textbox", { name: "Customer ID", exact: true })).toHaveAccessibleDescription("Customer ID is required.");
  await general.getByRole("textbox", { name: "Customer ID", exact: true }).fill("HC-1");
  await general.getByRole("textbox", { name: "Customer Name", exact: true }).fill("Harbor Cafe");
  await general.getByRole("textbox", { name: "Company Name", exact: true }).fill("Harbor Cafe LLC");
  await general.getByRole("textbox", { name: "Opening Balance (USD)", exact: true }).fill("1250.40");
  await general.getByRole("textbox", { name: "Balance as of", exact: true }).fill("01/31/2026");
  await expect(general.getByRole("textbox", { name: "Balance (USD)", exact: true })).toHaveValue("$1,250.40");
  await general.getByRole("button", { name: "Next" }).click();

  const details = panel(page, "Payment & Settings");
  await expect(details.getByRole("combobox", { name: "Sales Person", exact: true })).toBeVisible();
  await details.getByRole("checkbox", { name: "Tax Exempt" }).check();
  await details.getByRole("textbox", { name: "Resale Number", exact: true }).fill("RS-778");
  // Its documents in Spanish, whatever the company's language (empty: the company's).
  const language = details.getByRole("combobox", { name: "Document Language", exact: true });
  await expect(language).toHaveValue("");
  await language.selectOption({ label: "Spanish" });
  await expect(language).toHaveValue("es");
  await details.getByRole("button", { name: "Next" }).click();

  const contact = card(page, "New Contact");
  await contact.getByRole("textbox", { name: "Contact Name", exact: true }).fill("Hana Harbor");
  await contact.getByRole("textbox", { name: "Title", exact: true }).fill("Owner");
  await contact.getByRole("textbox", { name: "Business Phone", exact: true }).fill("555-0101");
  await contact.getByRole("textbox", { name: "Email", exact: true }).fill("hana@harbor.example");
  await contact.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Contact Added")).toBeVisible();
  await panel(page, "Contact Details").getByRole("button", { name: "Next" }).click();

  const billing = card(page, "New Address");
  await billing.getByRole("textbox", { name: "Address Line 1", exact: true }).fill("1 Pier Rd");
  await billing.getByRole("textbox", { name: "City", exact: true }).fill("Portland");
  await billing.getByRole("textbox", { name: "State", exact: true }).fill("ME");
  await billing.getByRole("textbox", { name: "Postal Code", exact: true }).fill("04101");
  await billing.getByRole("textbox", { name: "Country", exact: true }).fill("USA");
  await billing.getByRole("button", { name: "Save" }).click();
  await panel(page, "Address Information").getByRole("button", { name: "Save and Close" }).click();
  const saved = page.getByRole("dialog", { name: "Customer Created Successfully!" });
  await expect(saved).toContainText("The customer has been saved successfully.");
  await saved.getByRole("button", { name: "OK" }).click();

  // Back on the Customers list: the customer with its receivable balance.
  await expect(page).toHaveURL(`${dashboard}/customers/list`);
  const row = main(page).getByRole("table", { name: "Customers" }).getByRole("row").filter({ hasText: "HC-1" });
  await expect(row).toContainText("Harbor Cafe");
  await expect(row).toContainText("$1,250.40");
  await main(page).getByPlaceholder("Search customer...").fill("nothing like it");
  await expect(main(page).getByRole("table", { name: "Customers" })).not.toContainText("HC-1");

  // The Customer Center: the customer selected, its balance and its opening balance.
  await page.goto(`${dashboard}/customers/center`);
  await expect(main(page).getByRole("heading", { name: "Customer Center" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Harbor Cafe" })).toHaveAttribute("aria-current", "true");
  const detailsCard = main(page).getByRole("region", { name: "Customer Details" });
  await expect(detailsCard).toContainText("Balance $1,250.40");
  await expect(detailsCard).toContainText("Open $1,250.40");
  const transactions = main(page).getByRole("table", { name: "Transactions" });
  await expect(transactions).toContainText("Opening Balance");
  await expect(transactions).toContainText("01/31/2026");
  await expect(transactions).toContainText("$1,250.40");
  await expect(main(page).getByRole("link", { name: "Export to CSV" })).toHaveAttribute("href", /customers\/center\.csv\?customer=\d+/);
});
