import type { Knex } from "knex";

// Company › Import From CSV (ADR 0082): a file uploaded to the screen is kept, with what its check
// (a dry run, rolled back) or its import said, between the preview and the Import button, so that
// the import runs on exactly the bytes previewed, whatever server process answers, and the preview's
// problems page on the server. The content is dropped once imported; a company keeps its last few
// uploads only (the module deletes older ones as it adds one). Nothing of the books is here.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE csv_imports (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      kind text NOT NULL,
      file_name text NOT NULL,
      encoding text NOT NULL,
      content text,
      status text NOT NULL,
      outcome jsonb NOT NULL,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT csv_imports_pkey PRIMARY KEY (company_id, id),
      CONSTRAINT csv_imports_status_check CHECK (status IN ('checked', 'refused', 'imported'))
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE csv_imports");
}
