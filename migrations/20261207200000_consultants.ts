import type { Knex } from "knex";

// Consultants (ADR 0078): an IT consulting firm's people placed at its customers, their weeks of
// hours, and the invoices made from those hours.
// - consultants: its own table (not a party: a consultant has no balance, contacts or addresses);
//   name unique in the company (trimmed, any case); an email, when given, unique too (the HR
//   import matches on it); a contractor may name the vendor that pays them; default bill and pay
//   rates numeric(14,2). Edited on its version (ADR 0014).
// - consultant_placements: a consultant at a customer from a date (to a date), invoiced as a
//   service item at its bill rate (blank: the consultant's default).
// - timesheets: one week (starting on a Monday) of a consultant's hours, draft → submitted →
//   approved; `batch_id` names the HR import that brought it.
// - timesheet_entries: hours of one day on one placement (0 < hours ≤ 24, two decimals); the
//   invoice that billed them (`invoice_id`; a void invoice releases them: unbilled again).
// - timesheet_import_batches: one imported HR file.
// Keys as everywhere (docs/distribution.md): primary key (company_id, id), foreign keys carry
// company_id and are DEFERRABLE INITIALLY IMMEDIATE when NO ACTION. One statement per raw().

const fk = (table: string, column: string, target: string, onDelete?: string) =>
  `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fk FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id)` +
  (onDelete ? ` ON DELETE ${onDelete}` : " DEFERRABLE INITIALLY IMMEDIATE");

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE consultants (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      consultant_name text NOT NULL,
      email text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      employment_kind text NOT NULL DEFAULT 'employee',
      vendor_id integer,
      bill_rate numeric(14, 2) NOT NULL DEFAULT 0,
      pay_rate numeric(14, 2) NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      version integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT consultants_name_check CHECK (length(btrim(consultant_name)) BETWEEN 1 AND 100),
      CONSTRAINT consultants_kind_check CHECK (employment_kind IN ('employee', 'contractor')),
      CONSTRAINT consultants_rates_check CHECK (bill_rate >= 0 AND pay_rate >= 0)
    )`);
  await knex.raw("CREATE UNIQUE INDEX consultants_name_unique ON consultants (company_id, lower(btrim(consultant_name)))");
  await knex.raw("CREATE UNIQUE INDEX consultants_email_unique ON consultants (company_id, lower(btrim(email))) WHERE email <> ''");
  await knex.raw(fk("consultants", "vendor_id", "vendors"));
  await knex.raw(`
    CREATE TABLE consultant_placements (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      consultant_id integer NOT NULL,
      customer_id integer NOT NULL,
      item_id integer NOT NULL,
      bill_rate numeric(14, 2),
      start_date date NOT NULL,
      end_date date,
      PRIMARY KEY (company_id, id),
      CONSTRAINT consultant_placements_dates_check CHECK (end_date IS NULL OR end_date >= start_date),
      CONSTRAINT consultant_placements_rate_check CHECK (bill_rate IS NULL OR bill_rate >= 0)
    )`);
  await knex.raw(fk("consultant_placements", "consultant_id", "consultants", "CASCADE"));
  await knex.raw(fk("consultant_placements", "customer_id", "customers"));
  await knex.raw(fk("consultant_placements", "item_id", "items"));
  await knex.raw("CREATE INDEX consultant_placements_consultant ON consultant_placements (company_id, consultant_id)");
  await knex.raw("CREATE INDEX consultant_placements_customer ON consultant_placements (company_id, customer_id)");
  await knex.raw(`
    CREATE TABLE timesheet_import_batches (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      file_name text NOT NULL DEFAULT '',
      row_count integer NOT NULL,
      hours numeric(14, 2) NOT NULL,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id)
    )`);
  await knex.raw(`
    CREATE TABLE timesheets (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      consultant_id integer NOT NULL,
      week_start date NOT NULL,
      status text NOT NULL DEFAULT 'draft',
      batch_id integer,
      version integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT timesheets_status_check CHECK (status IN ('draft', 'submitted', 'approved')),
      CONSTRAINT timesheets_monday_check CHECK (extract(isodow FROM week_start) = 1)
    )`);
  await knex.raw("CREATE UNIQUE INDEX timesheets_week_unique ON timesheets (company_id, consultant_id, week_start)");
  await knex.raw(fk("timesheets", "consultant_id", "consultants"));
  await knex.raw(fk("timesheets", "batch_id", "timesheet_import_batches"));
  await knex.raw(`
    CREATE TABLE timesheet_entries (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      timesheet_id integer NOT NULL,
      placement_id integer NOT NULL,
      work_date date NOT NULL,
      hours numeric(5, 2) NOT NULL,
      invoice_id integer,
      PRIMARY KEY (company_id, id),
      CONSTRAINT timesheet_entries_hours_check CHECK (hours > 0 AND hours <= 24)
    )`);
  await knex.raw(fk("timesheet_entries", "timesheet_id", "timesheets", "CASCADE"));
  await knex.raw(fk("timesheet_entries", "placement_id", "consultant_placements"));
  await knex.raw(fk("timesheet_entries", "invoice_id", "sales_documents"));
  await knex.raw(
    "CREATE UNIQUE INDEX timesheet_entries_day_unique ON timesheet_entries (company_id, timesheet_id, placement_id, work_date)",
  );
  await knex.raw("CREATE INDEX timesheet_entries_placement ON timesheet_entries (company_id, placement_id, work_date)");
  await knex.raw("CREATE INDEX timesheet_entries_invoice ON timesheet_entries (company_id, invoice_id)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE timesheet_entries");
  await knex.raw("DROP TABLE timesheets");
  await knex.raw("DROP TABLE timesheet_import_batches");
  await knex.raw("DROP TABLE consultant_placements");
  await knex.raw("DROP TABLE consultants");
}
