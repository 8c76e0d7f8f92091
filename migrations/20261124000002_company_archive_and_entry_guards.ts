import type { Knex } from "knex";

// Books that cannot be destroyed or rewritten (issue 11):
// - a deleted company is archived (archived_at), hidden and restorable by its owner for 30 days,
//   and destroyed only by `ledgerline companies purge`; a new company may take an archived one's name;
// - the database guards the journal entry's header as it already guards its lines: a posted entry
//   changes only by its cancellation (posted → cancelled, done by the reversal), a cancelled one
//   never; a posted or cancelled entry is deleted only with its company; and no line is added to
//   an entry that was posted by an earlier transaction.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE companies ADD COLUMN archived_at timestamptz");
  await knex.raw("DROP INDEX companies_owner_name_unique");
  await knex.raw("CREATE UNIQUE INDEX companies_owner_name_unique ON companies (owner_id, lower(company_name)) WHERE archived_at IS NULL");
  await knex.raw("CREATE INDEX companies_archived_at ON companies (archived_at) WHERE archived_at IS NOT NULL");

  // The header of a posted entry: every column is compared as JSON, less those its cancellation
  // sets (status, reversed_by_entry_id, cancelled_at), created_by (set to NULL when a user is
  // deleted) and a row version another migration may add. New columns are frozen by default.
  await knex.raw(`
    CREATE FUNCTION journal_entry_header_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      free constant text[] := ARRAY['status', 'reversed_by_entry_id', 'cancelled_at', 'created_by', 'version'];
    BEGIN
      IF TG_OP = 'DELETE' THEN
        IF OLD.status = 'draft' OR NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'journal entry % is %: it cannot be deleted; post a reversing entry instead', OLD.entry_no, OLD.status
          USING ERRCODE = 'restrict_violation';
      END IF;
      IF OLD.status = 'draft' THEN
        RETURN NEW; -- drafts are freely editable, and posting one is an update
      END IF;
      IF NEW.created_by IS DISTINCT FROM OLD.created_by AND NEW.created_by IS NOT NULL THEN
        RAISE EXCEPTION 'journal entry % is %: its header cannot be changed', OLD.entry_no, OLD.status
          USING ERRCODE = 'restrict_violation';
      END IF;
      IF (to_jsonb(NEW) - free) IS DISTINCT FROM (to_jsonb(OLD) - free) THEN
        RAISE EXCEPTION 'journal entry % is %: its header cannot be changed; post a reversing entry instead', OLD.entry_no, OLD.status
          USING ERRCODE = 'restrict_violation';
      END IF;
      IF NEW.status IS NOT DISTINCT FROM OLD.status
         AND NEW.reversed_by_entry_id IS NOT DISTINCT FROM OLD.reversed_by_entry_id
         AND NEW.cancelled_at IS NOT DISTINCT FROM OLD.cancelled_at THEN
        RETURN NEW; -- created_by set to NULL, or a version bump
      END IF;
      -- The one transition left: posted → cancelled, naming the reversal that cancels it.
      IF OLD.status = 'posted' AND NEW.status = 'cancelled' AND OLD.reversed_by_entry_id IS NULL
         AND NEW.cancelled_at IS NOT NULL
         AND EXISTS (SELECT 1 FROM journal_entries r
                      WHERE r.company_id = OLD.company_id AND r.id = NEW.reversed_by_entry_id
                        AND r.reverses_entry_id = OLD.id AND r.status = 'posted') THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'journal entry % is %: only its cancellation by a reversing entry can change it', OLD.entry_no, OLD.status
        USING ERRCODE = 'restrict_violation';
    END $$`);
  await knex.raw(`
    CREATE TRIGGER journal_entries_header_guard BEFORE UPDATE OR DELETE ON journal_entries
      FOR EACH ROW EXECUTE FUNCTION journal_entry_header_guard()`);

  // Lines go only into an entry posted by this very transaction: the entry row's current version
  // was written by it (its xmin is our transaction id). postEntry inserts the entry as posted and
  // then its lines; postDraftEntry flips the draft to posted and then inserts them; a reversal
  // is inserted with its lines. Written inside a savepoint the row would carry the
  // subtransaction's id and the lines would be refused: the ledger never posts in a savepoint.
  await knex.raw(`
    CREATE FUNCTION journal_line_entry_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      entry record;
    BEGIN
      SELECT e.status, e.entry_no, e.xmin = pg_current_xact_id()::xid AS ours INTO entry
        FROM journal_entries e WHERE e.company_id = NEW.company_id AND e.id = NEW.journal_entry_id;
      IF NOT FOUND OR entry.ours THEN
        RETURN NEW; -- a missing entry is the foreign key's to refuse
      END IF;
      RAISE EXCEPTION 'journal entry % is %: no line can be added to it', entry.entry_no, entry.status
        USING ERRCODE = 'restrict_violation';
    END $$`);
  await knex.raw(`
    CREATE TRIGGER journal_lines_entry_guard BEFORE INSERT ON journal_lines
      FOR EACH ROW EXECUTE FUNCTION journal_line_entry_guard()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER IF EXISTS journal_lines_entry_guard ON journal_lines");
  await knex.raw("DROP FUNCTION IF EXISTS journal_line_entry_guard()");
  await knex.raw("DROP TRIGGER IF EXISTS journal_entries_header_guard ON journal_entries");
  await knex.raw("DROP FUNCTION IF EXISTS journal_entry_header_guard()");
  await knex.raw("DROP INDEX IF EXISTS companies_archived_at");
  await knex.raw("DROP INDEX companies_owner_name_unique");
  await knex.raw("CREATE UNIQUE INDEX companies_owner_name_unique ON companies (owner_id, lower(company_name))");
  await knex.raw("ALTER TABLE companies DROP COLUMN archived_at");
}
