import type { Knex } from "knex";

/**
 * Run `work` in the caller's transaction when it is handed one, else in a new one. A savepoint is
 * no substitute: the ledger refuses lines added to an entry written inside one (its guard compares
 * the entry row's xmin with the transaction's id), so work that posts joins the outer transaction.
 */
export const inTransaction = <T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  (db as Knex.Transaction).isTransaction ? work(db as Knex.Transaction) : db.transaction(work);
