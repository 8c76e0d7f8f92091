// Books for the journal export and import tests: entries saved through the app (the Journal Entry
// screen's schema), the same ones in both so a user's export reads the same in each.
import type { Knex } from "knex";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { cancelJournalEntry, createJournalEntry } from "../../app/modules/journal/journal-entries.server";
import { journalEntrySchema } from "../../app/modules/journal/schema";

export type JournalLine = { accountId: number; debit?: string; credit?: string; memo?: string };

/** A journal entry saved as the screen saves it (posted unless `status` says otherwise). */
export function saveJournalEntry(
  db: Knex,
  ctx: CompanyContext,
  entryDate: string,
  comments: string,
  entries: JournalLine[],
  status?: string,
) {
  return createJournalEntry(db, ctx, journalEntrySchema.parse({ entryDate, comments, entries, status }));
}

/**
 * January and February's entries: cash sales, payroll funding (a memo with `;` and `:`), rent
 * entered twice and cancelled the next day, stock sold on the card and a loan (`stockSold` its comments).
 */
export async function saveJanuaryEntries(
  db: Knex,
  ctx: CompanyContext,
  a: { checking: number; payroll: number; sales: number; rent: number; cogs: number; visa: number; loan: number },
  stockSold: string,
) {
  const je = (entryDate: string, comments: string, entries: JournalLine[]) => saveJournalEntry(db, ctx, entryDate, comments, entries);
  await je("2026-01-05", "Cash sales", [
    { accountId: a.checking, debit: "1234.56" },
    { accountId: a.sales, credit: "1234.56" },
  ]);
  await je("2026-01-10", "Payroll funding", [
    { accountId: a.payroll, debit: "800.00", memo: "transfer; note: January" },
    { accountId: a.checking, credit: "800.00" },
  ]);
  const wrong = await je("2026-01-15", "Rent paid twice", [
    { accountId: a.rent, debit: "1500.00" },
    { accountId: a.checking, credit: "1500.00" },
  ]);
  await cancelJournalEntry(db, ctx, wrong.id, { date: "2026-01-16" });
  await je("2026-02-01", stockSold, [
    { accountId: a.cogs, debit: "310.10" },
    { accountId: a.visa, credit: "10.10" },
    { accountId: a.loan, credit: "300.00" },
  ]);
}
