import type { Knex } from "knex";

// The ledger's database guards, checked once per entry and once per statement instead of once
// per line, with the same rules:
// - balance: at commit, every entry written by the transaction that has lines must balance, with
//   at least one debit and one credit. Lines go only into an entry written by the same transaction
//   (the guard below), so checking the entries the transaction wrote covers every line it added —
//   once per entry rather than once per line (an entry of four lines was summed four times).
// - lines go only into an entry written by this transaction: one query per INSERT statement over
//   its new rows (a transition table) rather than one lookup per line.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER journal_lines_balanced ON journal_lines");
  await knex.raw("DROP FUNCTION journal_entry_must_balance()");
  await knex.raw(`
    CREATE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      d numeric; c numeric; n bigint;
    BEGIN
      SELECT count(*), coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO n, d, c
        FROM journal_lines WHERE company_id = NEW.company_id AND journal_entry_id = NEW.id;
      IF n > 0 AND (d <> c OR d = 0) THEN
        RAISE EXCEPTION 'journal entry % does not balance (debits %, credits %)', NEW.id, d, c
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT OR UPDATE ON journal_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance()`);

  await knex.raw("DROP TRIGGER journal_lines_entry_guard ON journal_lines");
  await knex.raw("DROP FUNCTION journal_line_entry_guard()");
  // The entry row's current version was written by this transaction when its xmin is our
  // transaction id (a row written inside a savepoint carries the subtransaction's: refused).
  await knex.raw(`
    CREATE FUNCTION journal_line_entry_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      entry record;
    BEGIN
      SELECT e.entry_no, e.status INTO entry
        FROM (SELECT DISTINCT company_id, journal_entry_id FROM new_lines) l
        JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id
        WHERE NOT (e.xmin = pg_current_xact_id()::xid)
        LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'journal entry % is %: no line can be added to it', entry.entry_no, entry.status
          USING ERRCODE = 'restrict_violation';
      END IF;
      RETURN NULL; -- a missing entry is the foreign key's to refuse
    END $$`);
  await knex.raw(`
    CREATE TRIGGER journal_lines_entry_guard AFTER INSERT ON journal_lines
      REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION journal_line_entry_guard()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER journal_lines_entry_guard ON journal_lines");
  await knex.raw("DROP FUNCTION journal_line_entry_guard()");
  await knex.raw(`
    CREATE FUNCTION journal_line_entry_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      entry record;
    BEGIN
      SELECT e.status, e.entry_no, e.xmin = pg_current_xact_id()::xid AS ours INTO entry
        FROM journal_entries e WHERE e.company_id = NEW.company_id AND e.id = NEW.journal_entry_id;
      IF NOT FOUND OR entry.ours THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'journal entry % is %: no line can be added to it', entry.entry_no, entry.status
        USING ERRCODE = 'restrict_violation';
    END $$`);
  await knex.raw(`
    CREATE TRIGGER journal_lines_entry_guard BEFORE INSERT ON journal_lines
      FOR EACH ROW EXECUTE FUNCTION journal_line_entry_guard()`);

  await knex.raw("DROP TRIGGER journal_entries_balanced ON journal_entries");
  await knex.raw("DROP FUNCTION journal_entry_must_balance()");
  await knex.raw(`
    CREATE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      d numeric; c numeric;
    BEGIN
      SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO d, c
        FROM journal_lines WHERE company_id = NEW.company_id AND journal_entry_id = NEW.journal_entry_id;
      IF d <> c OR d = 0 THEN
        RAISE EXCEPTION 'journal entry % does not balance (debits %, credits %)', NEW.journal_entry_id, d, c
          USING ERRCODE = 'check_violation';
      END IF;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance()`);
}
