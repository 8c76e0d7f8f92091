// hledger's reading of an exported journal: the tests hold the books to it. hledger is a requirement
// of the tests that use this (Debian: apt-get install -y hledger; CI installs it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { parseMoney, type Cents } from "../../app/lib/money";

/**
 * hledger's output of `args`; a test without hledger fails saying it is needed and `why`, a failed
 * run with hledger's own words.
 */
export function runHledger(args: string[], why = "this test reads the exported books with it"): string {
  const run = spawnSync("hledger", args, { encoding: "utf8" });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    throw new Error(`hledger is not installed (on Debian: apt-get install -y hledger): ${why}`);
  }
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`hledger ${args.join(" ")} failed (${run.status}):\n${run.stderr}`);
  return run.stdout;
}

/**
 * hledger's balance of each account as of a date (`-e` is exclusive: the day after), by account
 * number; `flags` narrow the postings counted (["--cleared"]: the reconciled ones).
 */
export function hledgerBalances(file: string, dayAfter: string, flags: readonly string[] = []): Map<string, Cents> {
  const csv = runHledger(["-f", file, "balance", "--flat", "--no-total", "-e", dayAfter, ...flags, "-O", "csv"]);
  const balances = new Map<string, Cents>();
  for (const { account, balance } of parse(csv, { columns: true }) as { account: string; balance: string }[]) {
    const amount = balance === "0" ? (0 as Cents) : parseMoney(balance.replace("$", ""));
    if (amount === null) throw new Error(`hledger printed an amount we cannot read: ${balance}`);
    balances.set(account.split(":").pop()!.split(" ")[0], amount);
  }
  return balances;
}

/** An amount as hledger prints it ("$1,234.50", "$-5.00", "" or "0"). */
function hledgerAmount(text: string | undefined): Cents {
  if (!text || text === "0") return 0 as Cents;
  const amount = parseMoney(text.replace("$", "").replace(/,/g, ""));
  if (amount === null) throw new Error(`hledger printed an amount we cannot read: ${text}`);
  return amount;
}

/**
 * hledger's reading of a statement (incomestatement, balancesheet, cashflow) of the journal over
 * [begin, end) (`end` exclusive, as hledger's -e): each section's total, each account's amount by
 * account number, and the net. `cash`: the account numbers cashflow counts as cash (declared with
 * `type: C` in a copy of the journal; hledger otherwise guesses from the names).
 */
export function hledgerStatement(
  file: string,
  command: "incomestatement" | "balancesheet" | "cashflow",
  options: { begin?: string; end: string; cash?: readonly string[] },
) {
  let journal = file;
  if (options.cash) {
    const numbers = new Set(options.cash);
    const text = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((line) => {
        const name = /^account (.+)$/.exec(line)?.[1];
        const number = name?.split(":").pop()!.split(" ")[0];
        return number && numbers.has(number) ? `${line}  ; type: C` : line;
      })
      .join("\n");
    journal = `${file}.cash.journal`;
    fs.writeFileSync(journal, text);
  }
  const args = ["-f", journal, command, "--flat", "-e", options.end, "-O", "csv"];
  if (options.begin) args.push("-b", options.begin);
  const rows = parse(runHledger(args), { relax_column_count: true }) as string[][];
  const sections = new Map<string, Cents>();
  const accounts = new Map<string, Cents>();
  let section = "";
  let net: Cents | null = null;
  for (const [label, value] of rows.slice(2)) {
    if (label === "total") sections.set(section, hledgerAmount(value));
    else if (label === "Net:") net = hledgerAmount(value);
    else if (label.includes(":")) accounts.set(label.split(":").pop()!.split(" ")[0], hledgerAmount(value));
    else section = label;
  }
  return { sections, accounts, net: net ?? [...sections.values()].at(-1) ?? (0 as Cents) };
}
