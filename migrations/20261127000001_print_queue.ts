import type { Knex } from "knex";

// The print queue: a check to print is a row of print_jobs, claimed and printed by a
// `ledgerline-print` daemon on the office machine; print_daemons are those daemons with the
// printers each last reported.
//
// print_jobs is a business table (docs/distribution.md): primary key (company_id, id), its foreign
// keys carry company_id. A job goes queued → sent (a daemon claimed it) → printed or failed, or
// cancelled; a failure with attempts left goes back to queued, not before available_at. At most
// one live (queued or sent) job per pay bill: the partial unique index stands behind the service.
//
// print_daemons is global, like api_tokens: a daemon is its bearer token, whose user owns the
// companies it prints for. Its printers are one jsonb value, so a check-in is one row update.
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("print_daemons", (t) => {
    t.increments("id");
    t.integer("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.integer("token_id").notNullable().unique().references("api_tokens.id").onDelete("CASCADE");
    t.text("name").notNullable();
    t.text("platform").notNullable();
    t.jsonb("printers").notNullable().defaultTo("[]"); // [{ name, isDefault, state, stateReasons }]
    t.timestamp("last_seen_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamps(true, true);
  });
  await knex.raw("CREATE INDEX print_daemons_user ON print_daemons (user_id, last_seen_at)");

  await knex.schema.createTable("print_jobs", (t) => {
    t.increments("id", { primaryKey: false });
    t.integer("company_id").notNullable().references("companies.id").onDelete("CASCADE");
    t.integer("payment_id").notNullable();
    t.text("printer").notNullable();
    t.text("state").notNullable().defaultTo("queued");
    t.integer("attempts").notNullable().defaultTo(0);
    t.integer("max_attempts").notNullable().defaultTo(3);
    t.text("error");
    t.integer("claimed_by").references("print_daemons.id").onDelete("SET NULL");
    t.timestamp("claimed_at", { useTz: true });
    t.timestamp("available_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("finished_at", { useTz: true });
    t.text("system_job_id"); // the printing system's id of the job (CUPS request id), for the log
    t.integer("created_by").references("users.id").onDelete("SET NULL");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_pkey PRIMARY KEY (company_id, id)");
  await knex.raw(
    "ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_state_check CHECK (state IN ('queued', 'sent', 'printed', 'failed', 'cancelled'))",
  );
  await knex.raw(
    "ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_attempts_check CHECK (attempts >= 0 AND max_attempts >= 1 AND attempts <= max_attempts)",
  );
  await knex.raw(
    "ALTER TABLE print_jobs ADD CONSTRAINT print_jobs_payment_fk FOREIGN KEY (company_id, payment_id) REFERENCES bill_payments (company_id, id) ON DELETE CASCADE",
  );
  await knex.raw("CREATE UNIQUE INDEX print_jobs_live ON print_jobs (company_id, payment_id) WHERE state IN ('queued', 'sent')");
  await knex.raw("CREATE INDEX print_jobs_queued ON print_jobs (printer, available_at) WHERE state = 'queued'");
  await knex.raw("CREATE INDEX print_jobs_payment ON print_jobs (company_id, payment_id, id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("print_jobs");
  await knex.schema.dropTable("print_daemons");
}
