import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { ensureCups, pdfText, spooledPdfs, TEST_PRINTER } from "../support/cups";
import { repoRoot } from "../support/child";
import { expect, test, type TestUser } from "./fixtures";
import { addVendor, enterBill, payBill, setUpBooks } from "./purchasing-fixtures";

// Print Check as an office prints: a cheque payment, Write Check confirms its check, and on Print
// Check the `ledgerline-print` daemon (a child process of this test, talking to the e2e server with
// the user's token) reports the emulator's CUPS printer. Refresh shows it, Print queues the check,
// the daemon prints it through CUPS to the ippeveprinter emulator, whose spooled PDF carries the
// payee and the amount. Yes, Done puts the check in the history; Void reverses the payment, and the
// vendor's balance and the trial balance are back to what they were before it.
// CUPS is started by scripts/cups-test-env.sh where it is not running; without it the test fails.

const main = (page: Page) => page.getByRole("main");

interface Daemon {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function startDaemon(server: string, token: string, name: string): Daemon {
  const child = spawn(
    process.execPath,
    ["print-daemon/bin.js", "--server", server, "--token", token, "--name", name, "--interval", "0.5", "--job-timeout", "60"],
    { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM lets it finish the job in hand; only this PID, never by name.
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function getJson(request: APIRequestContext, user: TestUser, url: string) {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test("prints a check through ledgerline-print and CUPS, confirms it and voids it", async ({ page, request, user, baseURL }) => {
  test.setTimeout(180_000);
  const cups = ensureCups();
  // The emulator's spool is shared with other runs: this run's check carries the mark in its payee.
  const mark = randomBytes(4).toString("hex");
  const vendorName = `Daemon ${mark} Supplies`;
  const books = await setUpBooks(request, user);
  const vendor = await addVendor(request, user, books, "DAEMON", vendorName);
  const rent = await enterBill(request, user, books, vendor, { date: "2026-03-01", dueDate: "2030-03-01", amount: "1234.56" });
  const books0 = {
    balance: (await getJson(request, user, `/api/vendor/vendors/${vendor}`)).vendor.balance,
    trial: await getJson(request, user, `/api/reports/trial-balance?companyId=${books.companyId}&asOf=2026-12-31`),
  };
  expect(books0.balance).toBe("1234.56");
  const cheque = await payBill(request, user, books, {
    vendorId: vendor,
    billId: rent.id,
    amount: "1234.56",
    date: "2026-03-10",
    paymentMethod: "Cheque",
  });
  expect((await getJson(request, user, `/api/vendor/vendors/${vendor}`)).vendor.balance).toBe("0.00");

  // Write Check confirms the check.
  await page.goto(`/company/${books.companyId}/dashboard/vendors/write-check?vendor=${vendor}`);
  await main(page).getByLabel(`Select ${cheque.no}`).check();
  await main(page).getByRole("button", { name: "Confirm Check" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Check Confirmed" })).toBeVisible();

  // Print Check: no daemon has checked in for this user yet.
  await page.goto(`/company/${books.companyId}/dashboard/vendors/print-check?vendor=${vendor}`);
  await main(page).getByLabel(`Select ${cheque.no}`).check();
  await expect(main(page).getByText("1 check(s) selected • Total: $1,234.56")).toBeVisible();
  await expect(main(page).getByText("No real printers detected. Please connect a printer and refresh.")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Print Check" })).toBeDisabled();

  const daemon = startDaemon(baseURL!, user.token, `office-${mark}`);
  try {
    await expect.poll(daemon.output, { timeout: 30_000, message: "the daemon reports its printers" }).toMatch(/\d+ printer\(s\) reported/);

    // Refresh shows the emulator's printer, and Print is ready for the printer the select shows.
    await main(page).getByRole("button", { name: "Refresh", exact: true }).click();
    const select = main(page).getByLabel("Printer");
    await expect(select.locator("option", { hasText: TEST_PRINTER })).toHaveCount(1);
    await expect(main(page).getByText("No real printers detected. Please connect a printer and refresh.")).toBeHidden();
    await expect(main(page).getByRole("button", { name: "Print Check" })).toBeEnabled();
    await select.selectOption(TEST_PRINTER);
    // Stub choices changed on the screen and not saved: the printer prints what the preview shows.
    await main(page).getByLabel("Total Payment", { exact: true }).uncheck();
    await main(page).getByLabel("Show REMITTANCE ADVICE titles").uncheck();
    const spooledBefore = new Set(spooledPdfs(cups.spool));
    await main(page).getByRole("button", { name: "Print Check" }).click();

    // Queued: the screen asks whether it came out; the daemon claims and prints it.
    const completed = main(page).getByRole("dialog", { name: "Print Job Completed" });
    await expect(completed).toContainText("1 check(s) have been sent to the printer");
    await expect(completed).toContainText("Is your print job completed successfully?");
    await expect
      .poll(daemon.output, { timeout: 60_000, message: "the daemon prints the queued job" })
      .toMatch(new RegExp(`"${cheque.no} ${vendorName}" → ${TEST_PRINTER}: printed as ${TEST_PRINTER}-\\d+`));
    expect(daemon.output()).not.toMatch(/failed/);
    // The dialog follows the job until the daemon reports it printed.
    await expect(completed.getByRole("list", { name: "Print jobs" })).toContainText(`${cheque.no}: Printed`, { timeout: 20_000 });

    // The emulator received the check's PDF, with the payee and the amount on it.
    let ours: string[] = [];
    await expect
      .poll(() => (ours = spooledPdfs(cups.spool).filter((f) => !spooledBefore.has(f) && f.includes(mark))).length, {
        timeout: 20_000,
        message: "the check's PDF reaches the emulator's spool",
      })
      .toBe(1);
    const text = pdfText(path.join(cups.spool, ours[0]));
    expect(text).toContain(vendorName);
    expect(text).toMatch(/1,?234\.56/);
    expect(text).toContain("One Thousand Two Hundred Thirty-Four Dollars and 56/100");
    expect(text).not.toContain("Total Payment");
    expect(text).not.toContain("REMITTANCE ADVICE");

    // Yes, Done: the check is printed, in the history with its printer.
    await completed.getByRole("button", { name: "Yes, Done" }).click();
    await expect(main(page).getByRole("status").filter({ hasText: "Status Updated" })).toBeVisible();
    await expect(main(page).getByText("No checks ready for printing found for this vendor.")).toBeVisible();
    const row = main(page).getByRole("table", { name: "Recent Print History" }).getByRole("row").filter({ hasText: cheque.no });
    await expect(row).toContainText("CHK-0001");
    await expect(row).toContainText(vendorName);
    await expect(row).toContainText("$1,234.56");
    await expect(row).toContainText(TEST_PRINTER);
    await expect(row).toContainText("Printed");

    // Void, after its confirmation.
    await row.getByRole("link", { name: "Void check #CHK-0001" }).click();
    const confirm = main(page).getByRole("dialog", { name: "Void Check" });
    await expect(confirm).toContainText("Are you sure you want to void check #CHK-0001? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Void Check" }).click();
    await expect(main(page).getByRole("status").filter({ hasText: "Check Voided" })).toBeVisible();
    await expect(row).toContainText("Voided");
    await expect(row.getByRole("button", { name: "Void check #CHK-0001" })).toBeDisabled();
  } finally {
    await daemon.stop();
  }

  // The books are back to before the payment: the vendor owes the bill again, the trial balance is unchanged.
  expect((await getJson(request, user, `/api/vendor/vendors/${vendor}`)).vendor.balance).toBe(books0.balance);
  expect(await getJson(request, user, `/api/reports/trial-balance?companyId=${books.companyId}&asOf=2026-12-31`)).toEqual(books0.trial);
});
