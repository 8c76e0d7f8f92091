import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { setUpBooks } from "./purchasing-fixtures";

// A month closed in Chromium from the bank's file to the reconciliation report: an OFX statement
// of November imported into Checking, its lines matched to the books (all suggested matches
// confirmed, the service fee recorded through a bank rule), Reconcile started on the statement's
// date and ending balance (its LEDGERBAL, 894.50) with the matched lines already ticked, the
// opening balance ticked, Finish at 0.00, and the report showing the statement's ending balance.

const main = (page: Page) => page.getByRole("main");
const notice = (page: Page, text: string | RegExp) => page.getByRole("region", { name: "Notifications" }).getByText(text).first();
const OFX = fileURLToPath(new URL("../fixtures/statements/checking-2026-11.ofx", import.meta.url));

test("import an OFX statement, match it, reconcile to its ending balance and read the report", async ({ page, request, user }) => {
  test.slow(); // books through the API, then import, matching and reconciling
  const books = await setUpBooks(request, user, "1000.00");
  const base = `/company/${books.companyId}/dashboard`;
  const headers = { Authorization: `Bearer ${user.token}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data: { companyId: books.companyId, ...data }, headers });
    expect(response.status(), await response.text()).toBe(201);
  };
  // The books hold five of the statement's six lines (within its few days); a rule records the fee.
  for (const [date, amount] of [
    ["2026-11-02", "120.00"],
    ["2026-11-10", "200.00"],
    ["2026-11-18", "75.50"],
    ["2026-11-20", "45.00"],
  ])
    await post("/api/vendor/cash-expense", { date, payFromAccountId: books.bank, accountRecords: [{ accountId: books.rent, amount }] });
  await post("/api/banking/deposits", {
    depositToAccountId: books.bank,
    date: "2026-11-15",
    rows: [{ accountId: books.rent, amount: "350.00" }],
  });
  await post("/api/banking/rules", { name: "Bank fees", payeeContains: "service fee", direction: "out", accountId: books.rent });

  await page.goto(`${base}/banking/statement-import/${books.bank}`);
  await main(page).getByLabel("Statement file (OFX, QFX or CSV)").setInputFiles(OFX);
  await main(page).getByRole("button", { name: "Import" }).click();
  await expect(notice(page, "6 new statement lines imported; 0 already imported skipped.")).toBeVisible();
  const fee = main(page).getByRole("listitem", { name: "Statement line MONTHLY SERVICE FEE" });
  await fee.getByRole("button", { name: "Record" }).click();
  await expect(notice(page, /recorded and matched\.$/)).toBeVisible();
  await main(page).getByRole("button", { name: "Confirm All Suggested Matches" }).click();
  await expect(notice(page, "5 matches confirmed: their ledger lines are marked cleared.")).toBeVisible();
  await main(page).getByRole("link", { name: "Matched", exact: true }).click();
  await expect(main(page).getByRole("listitem", { name: /^Statement line / })).toHaveCount(6);

  await page.goto(`${base}/banking/reconciliations-history`);
  await main(page).getByRole("combobox", { name: "Account", exact: true }).selectOption(String(books.bank));
  await main(page).getByLabel("Statement Date").fill("11/20/2026");
  await main(page).getByLabel("Ending Balance").fill("894.50");
  await main(page).getByRole("button", { name: "Start Reconciling" }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: /^Reconcile .*Checking$/ })).toBeVisible();
  const boxes = main(page).getByRole("checkbox", { name: /^Cleared: / });
  await expect(boxes).toHaveCount(7);
  // The six matched lines came ticked; the opening balance is ticked by hand.
  const opening = main(page).getByRole("checkbox", { name: /^Cleared: .*\$1,000\.00$/ });
  await expect(opening).not.toBeChecked();
  await expect(main(page).getByTestId("Difference")).toHaveText("$1,000.00");
  await opening.check();
  await expect(main(page).getByTestId("Difference")).toHaveText("$0.00");
  await main(page).getByRole("button", { name: "Finish Now" }).click();

  await expect(notice(page, "Reconciliation finished: the difference is 0.00.")).toBeVisible();
  await expect(
    main(page).getByRole("heading", { level: 1, name: /^Reconciliation Report: .*Checking, statement ending 11\/20\/2026$/ }),
  ).toBeVisible();
  const summary = main(page).getByRole("table", { name: "Summary" });
  await expect(summary.getByRole("row", { name: /Ending Balance/ }).getByRole("cell")).toHaveText("$894.50");
  await expect(summary.getByRole("row", { name: /Cleared Balance/ }).getByRole("cell")).toHaveText("$894.50");
  await expect(summary.getByRole("row", { name: /Difference/ }).getByRole("cell")).toHaveText("$0.00");
  await expect(main(page).getByRole("table", { name: "Cleared transactions", exact: true }).locator("tbody tr")).toHaveCount(7);
});
