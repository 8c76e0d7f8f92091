import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { setUpBooks } from "./purchasing-fixtures";

// Statement import in Chromium, as a bookkeeper does it: an OFX file from the bank imported into
// Checking (six new lines), a line matched to the expense already in the books, and the bank's
// service fee recorded as an expense through a bank rule — both then listed as matched.

const main = (page: Page) => page.getByRole("main");
const notice = (page: Page, text: string | RegExp) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();
const OFX = fileURLToPath(new URL("../fixtures/statements/checking-2026-11.ofx", import.meta.url));

test("import an OFX statement, confirm a match, record a line through a rule", async ({ page, request, user }) => {
  test.slow();
  const books = await setUpBooks(request, user);
  const base = `/company/${books.companyId}/dashboard`;
  const headers = { Authorization: `Bearer ${user.token}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data: { companyId: books.companyId, ...data }, headers });
    expect(response.status(), await response.text()).toBe(201);
  };
  // The books: an expense of 45.00 on 11/20 (the statement's Office Depot line of 11/19), and a rule for the fee.
  await post("/api/vendor/cash-expense", {
    date: "2026-11-20",
    payFromAccountId: books.bank,
    accountRecords: [{ accountId: books.rent, amount: "45.00" }],
  });
  await post("/api/banking/rules", {
    name: "Bank fees",
    payeeContains: "service fee",
    direction: "out",
    accountId: books.rent,
    memo: "Monthly fee",
  });

  await page.goto(`${base}/banking/statement-import/${books.bank}`);
  await expect(main(page).getByRole("heading", { level: 1, name: "Import Statement: Checking" })).toBeVisible();
  await main(page).getByLabel("Statement file (OFX, QFX or CSV)").setInputFiles(OFX);
  await main(page).getByRole("button", { name: "Import" }).click();
  await expect(notice(page, "6 new statement lines imported; 0 already imported skipped.")).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 1, name: "Statement Lines: Checking" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Unmatched (6)" })).toBeVisible();

  const depot = main(page).getByRole("listitem", { name: "Statement line OFFICE DEPOT 0042" });
  await depot.getByRole("button", { name: "Match to EXP-0001" }).click();
  await expect(notice(page, "Matched: the ledger line is marked cleared.")).toBeVisible();

  const fee = main(page).getByRole("listitem", { name: "Statement line MONTHLY SERVICE FEE" });
  await expect(fee.getByText("Rule: Bank fees")).toBeVisible();
  await expect(fee.getByLabel("Account")).toHaveValue(String(books.rent));
  await expect(fee.getByLabel("Memo")).toHaveValue("Monthly fee");
  await fee.getByRole("button", { name: "Record" }).click();
  await expect(notice(page, "Expense EXP-0002 recorded and matched.")).toBeVisible();

  await main(page).getByRole("link", { name: "Matched", exact: true }).click();
  await expect(main(page).getByRole("listitem", { name: /^Statement line / })).toHaveCount(2);
  await expect(main(page).getByRole("listitem", { name: "Statement line OFFICE DEPOT 0042" })).toContainText(
    "Matched to Cash Expense EXP-0001",
  );
  await expect(main(page).getByRole("listitem", { name: "Statement line MONTHLY SERVICE FEE" })).toContainText("EXP-0002");
});
