import { expect, test } from "./fixtures";
import { transactionBooks } from "./transactions-fixtures";

// The Transactions screen with JavaScript disabled: the filters are a GET form, the export a link.

test("filter Transactions by a search without JavaScript, and export them", async ({ page, request, user }) => {
  const { base } = await transactionBooks(request, user);
  await page.goto(`${base}/transactions`);
  const table = page.getByRole("table", { name: "Transactions" });
  await expect(table.getByRole("row")).toHaveCount(4);

  await page.getByLabel("Search").fill("office rent");
  await page.getByRole("search", { name: "Filter transactions" }).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=office\+rent/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Bill");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export to CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("transactions.csv");
});
