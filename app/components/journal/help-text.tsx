// The Journal Entry help's text: in the Help dialog, and in a disclosure without JavaScript (./help.tsx).

export function HelpText() {
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        In double-entry bookkeeping every transaction is recorded in at least two accounts: one side is a <strong>debit</strong>, the other
        a <strong>credit</strong>, and the debits always equal the credits. That is what keeps the books in balance: the trial balance of
        all accounts always totals the same on both sides.
      </p>
      <div>
        <p className="font-medium text-slate-900">Which side increases an account</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            A <strong>debit</strong> increases assets (cash, bank, receivables, inventory, fixed assets), expenses and cost of goods sold.
          </li>
          <li>
            A <strong>credit</strong> increases liabilities (payables, credit cards, loans), equity and income.
          </li>
          <li>The opposite side decreases the account.</li>
        </ul>
      </div>
      <div>
        <p className="font-medium text-slate-900">An example</p>
        <p className="mt-1">
          Paying $500.00 of rent from the checking account: debit <em>Rent Expense</em> $500.00 (the expense grows) and credit{" "}
          <em>Checking</em> $500.00 (the bank balance shrinks). Both totals are $500.00, so the entry is balanced.
        </p>
      </div>
      <div>
        <p className="font-medium text-slate-900">Filling in this form</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>Give every row an account and an amount in either the Debit or the Credit column, never both.</li>
          <li>An entry needs at least two rows, at least one debit and one credit, and equal totals to the cent.</li>
          <li>Use Add Row for entries that touch more than two accounts, and the Memo to describe each line.</li>
        </ul>
      </div>
      <p>
        Saved entries are posted to the ledger at once and get the next entry number. A posted entry is never edited or deleted: to correct
        it, cancel it from the Journal Entries list (which posts a reversing entry) and enter it again. Save as Draft keeps an entry
        unposted, even unbalanced, so that you can finish and post it later.
      </p>
    </div>
  );
}
