import type { Knex } from "knex";

// Document branding and check print defaults (issue 29 item 5, ADR 0071): one row per company each,
// written by Settings › Document Branding and Settings › Check Print; a company without a row prints
// unbranded, at the default stock and printer, with no offsets. The logo's bytes live in the row
// (bytea, at most 512 KB, PNG or JPEG as their bytes say); both rows are edited on their version.
// Keyed (company_id, id) like every business table (docs/distribution.md).
// One statement per raw(): PGlite's extended protocol runs a single statement at a time.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE document_branding (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      logo bytea,
      logo_type text,
      accent_color text,
      on_sales_documents boolean NOT NULL DEFAULT true,
      on_statements boolean NOT NULL DEFAULT true,
      on_check_stubs boolean NOT NULL DEFAULT true,
      version integer NOT NULL DEFAULT 1,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT document_branding_company_key UNIQUE (company_id),
      CONSTRAINT document_branding_logo_type_check CHECK (logo_type IS NULL OR logo_type IN ('image/png', 'image/jpeg')),
      CONSTRAINT document_branding_logo_check CHECK ((logo IS NULL) = (logo_type IS NULL) AND (logo IS NULL OR octet_length(logo) <= 524288)),
      CONSTRAINT document_branding_accent_check CHECK (accent_color IS NULL OR accent_color ~ '^#[0-9a-f]{6}$')
    )`);
  await knex.raw(`
    CREATE TABLE check_print_settings (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      stock text NOT NULL DEFAULT 'voucher-top',
      printer text NOT NULL DEFAULT '',
      offset_x integer NOT NULL DEFAULT 0,
      offset_y integer NOT NULL DEFAULT 0,
      version integer NOT NULL DEFAULT 1,
      updated_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT check_print_settings_company_key UNIQUE (company_id),
      CONSTRAINT check_print_settings_stock_check CHECK (stock IN ('voucher-top', 'voucher-middle', 'voucher-bottom')),
      CONSTRAINT check_print_settings_offsets_check CHECK (offset_x BETWEEN -100 AND 100 AND offset_y BETWEEN -100 AND 100)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS check_print_settings");
  await knex.raw("DROP TABLE IF EXISTS document_branding");
}
