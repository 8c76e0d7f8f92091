import type { Knex } from "knex";
import { DomainError } from "~/utils/errors";

// What a journal line's cleared mark (cleared_lines, beside the immutable line) says for banking's
// own documents: a transfer or a deposit whose bank line is reconciled is not voided behind the
// reconciliation's back.

/** Refuse (409) to void a document whose entry has a line held by a finished reconciliation. */
export async function assertNoReconciledLine(db: Knex, companyId: number, entryId: number | null, label: string): Promise<void> {
  if (entryId === null) return;
  const held = await db("clearedLines as c")
    .join("journalLines as l", (j) => j.on("l.companyId", "c.companyId").andOn("l.id", "c.journalLineId"))
    .where({ "c.companyId": companyId, "l.journalEntryId": entryId })
    .whereNotNull("c.reconciliationId")
    .first("c.reconciliationId");
  if (held) throw new DomainError(`${label} is in a finished reconciliation: undo the reconciliation before voiding it.`, 409);
}
