import type { Knex } from "knex";

// The Users Activity Log (issue 29 item 3, ADR 0068): one row per change of a company's books or
// team — who, when, what was done, to which record, its date, amount and a link — inserted by
// app/modules/activity in the transaction of the change. Append-only: a trigger refuses every UPDATE
// and DELETE, except the cascade of the company's own deletion (the company row is gone by then, the
// test `merges` uses); a statement trigger refuses TRUNCATE. The table's comment marks it append-only,
// so `ledgerline db create-app-role` revokes UPDATE and DELETE on it from the app's login; any role
// already granted them (through the owner's default privileges) loses them here.
// `user_id` has no foreign key: the row outlives the member (and the account), and `user_name` keeps
// what the log showed ("CLI" when the change came from the command line).
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

const ACTIVITY_KINDS = [
  "created",
  "updated",
  "deleted",
  "posted",
  "voided",
  "imported",
  "merged",
  "reconciled",
  "unreconciled",
  "member_added",
  "member_changed",
  "member_removed",
  "invited",
  "signed_in",
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE activity_log (
      id bigserial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id integer,
      user_name text NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      activity text NOT NULL,
      record_type text NOT NULL,
      record_id integer,
      record_name text NOT NULL DEFAULT '',
      document_date date,
      amount numeric(14, 2),
      link text,
      detail text NOT NULL DEFAULT '',
      CONSTRAINT activity_log_pkey PRIMARY KEY (company_id, id),
      CONSTRAINT activity_log_activity_check CHECK (activity IN (${ACTIVITY_KINDS.map((k) => `'${k}'`).join(", ")}))
    )`);
  await knex.raw("CREATE INDEX activity_log_company_time ON activity_log (company_id, occurred_at DESC, id DESC)");
  await knex.raw("COMMENT ON TABLE activity_log IS 'append-only: the users activity log (ADR 0068)'");
  await knex.raw(`CREATE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN RETURN OLD; END IF;
      RAISE EXCEPTION 'the activity log cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
    END $$`);
  await knex.raw(
    "CREATE TRIGGER activity_log_append_only BEFORE UPDATE OR DELETE ON activity_log FOR EACH ROW EXECUTE FUNCTION activity_log_append_only()",
  );
  await knex.raw(
    "CREATE TRIGGER activity_log_no_truncate BEFORE TRUNCATE ON activity_log FOR EACH STATEMENT EXECUTE FUNCTION activity_log_append_only()",
  );
  // A least-privilege login made before this migration was granted UPDATE and DELETE on it by the
  // owner's default privileges: take them back (the owner keeps them, for the cascade).
  await knex.raw(`DO $$
    DECLARE r record;
    BEGIN
      FOR r IN SELECT DISTINCT grantee FROM information_schema.role_table_grants
                WHERE table_name = 'activity_log' AND privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE') AND grantee <> current_user LOOP
        EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE ON activity_log FROM %I', r.grantee);
      END LOOP;
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE activity_log");
  await knex.raw("DROP FUNCTION activity_log_append_only()");
}
