import type { Knex } from "knex";

// Undo of a merge (issue 30 item 4, ADR 0075). A merge now records what it moved, row by row
// (`merge_rows`: the reference "table.column" and the moved row's primary key without company_id,
// as jsonb), how many rows of each reference named the target before it (`merges.target_rows`), and
// the two records' versions once merged (`source_version`, `target_version`), so an undo can tell
// that nothing touched them since and move back exactly those rows.
//
// An undo is itself a row of `merges` going the other way (source and target swapped) with
// `undoes` naming the merge it undoes: the guards of the posted books (migration 20261204400000)
// already let a transaction that recorded a merge repoint the rows from that merge's source to its
// target, so the undo passes them on the same terms and nothing else is loosened. A merge is undone
// once: the unique index on (company_id, undoes) refuses a second undo, even two at once.
// The activity log gains the kind "unmerged" (Merge Undone); the check is rebuilt from the one in
// place, so kinds other migrations add are kept.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

async function activityKinds(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { def: string }[] }>(
    "SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'activity_log_activity_check'",
  );
  return [...(rows[0]?.def ?? "").matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
}

async function setActivityKinds(knex: Knex, kinds: string[]): Promise<void> {
  await knex.raw("ALTER TABLE activity_log DROP CONSTRAINT activity_log_activity_check");
  await knex.raw(
    `ALTER TABLE activity_log ADD CONSTRAINT activity_log_activity_check CHECK (activity IN (${kinds.map((k) => `'${k}'`).join(", ")}))`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE merges ADD COLUMN undoes integer");
  await knex.raw("ALTER TABLE merges ADD COLUMN target_rows jsonb");
  await knex.raw("ALTER TABLE merges ADD COLUMN source_version integer");
  await knex.raw("ALTER TABLE merges ADD COLUMN target_version integer");
  await knex.raw("CREATE UNIQUE INDEX merges_undone_once ON merges (company_id, undoes) WHERE undoes IS NOT NULL");
  await knex.raw(`
    CREATE TABLE merge_rows (
      id bigserial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      merge_id integer NOT NULL,
      reference text NOT NULL,
      row_key jsonb NOT NULL,
      CONSTRAINT merge_rows_pkey PRIMARY KEY (company_id, id),
      CONSTRAINT merge_rows_merge_fkey FOREIGN KEY (company_id, merge_id) REFERENCES merges (company_id, id) ON DELETE CASCADE
    )`);
  await knex.raw("CREATE INDEX merge_rows_merge ON merge_rows (company_id, merge_id, reference)");
  const kinds = await activityKinds(knex);
  if (!kinds.includes("unmerged")) await setActivityKinds(knex, [...kinds, "unmerged"]);
}

export async function down(knex: Knex): Promise<void> {
  await setActivityKinds(
    knex,
    (await activityKinds(knex)).filter((k) => k !== "unmerged"),
  );
  await knex.raw("DROP TABLE merge_rows");
  await knex.raw("DROP INDEX merges_undone_once");
  await knex.raw("ALTER TABLE merges DROP COLUMN target_version");
  await knex.raw("ALTER TABLE merges DROP COLUMN source_version");
  await knex.raw("ALTER TABLE merges DROP COLUMN target_rows");
  await knex.raw("ALTER TABLE merges DROP COLUMN undoes");
}
