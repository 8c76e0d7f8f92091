// hledger's reading of an exported journal: the tests hold the books to it. hledger is a requirement
// of the tests that use this (Debian: apt-get install -y hledger; CI installs it).
import { spawnSync } from "node:child_process";
import { parse } from "csv-parse/sync";
import { parseMoney, type Cents } from "../../app/lib/money";

/**
 * hledger's balance of each account as of a date (`-e` is exclusive: the day after), by account
 * number; `flags` narrow the postings counted (["--cleared"]: the reconciled ones).
 */
export function hledgerBalances(file: string, dayAfter: string, flags: readonly string[] = []): Map<string, Cents> {
  const run = spawnSync("hledger", ["-f", file, "balance", "--flat", "--no-total", "-e", dayAfter, ...flags, "-O", "csv"], {
    encoding: "utf8",
  });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT")
    throw new Error("hledger is not installed (on Debian: apt-get install -y hledger): this test reads the exported books with it");
  if (run.status !== 0) throw new Error(`hledger failed: ${run.stderr}`);
  const balances = new Map<string, Cents>();
  for (const { account, balance } of parse(run.stdout, { columns: true }) as { account: string; balance: string }[]) {
    const amount = balance === "0" ? (0 as Cents) : parseMoney(balance.replace("$", ""));
    if (amount === null) throw new Error(`hledger printed an amount we cannot read: ${balance}`);
    balances.set(account.split(":").pop()!.split(" ")[0], amount);
  }
  return balances;
}
