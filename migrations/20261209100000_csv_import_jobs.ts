import type { Knex } from "knex";

// Company › Import From CSV in the background (ADR 0089): a large file's Import runs as a job of the
// server process that took the request, and this row is what outlives the request and the process —
// who started which file when, how it ended, and what it imported or why not (the outcome, as the
// synchronous import keeps it on its upload). Progress while it runs is never written here (the
// import's one transaction holds the embedded database's only connection): it lives in the process.
// One job queued or running per company at a time (the partial unique index). A row left queued or
// running by a process that stopped is marked interrupted when the server starts. Nothing of the
// books is here. upload_id names the screen's upload it imported (none from the API) without a
// foreign key: an upload goes a day after its import (its content is dropped at once), the job stays,
// with the file's name and what it imported.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE csv_import_jobs (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      upload_id integer,
      kind text NOT NULL,
      file_name text NOT NULL,
      status text NOT NULL,
      total_lines integer NOT NULL,
      outcome jsonb,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      CONSTRAINT csv_import_jobs_pkey PRIMARY KEY (company_id, id),
      CONSTRAINT csv_import_jobs_status_check CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'interrupted'))
    )`);
  await knex.raw(`CREATE UNIQUE INDEX csv_import_jobs_one_at_a_time ON csv_import_jobs (company_id) WHERE status IN ('queued', 'running')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE csv_import_jobs");
}
