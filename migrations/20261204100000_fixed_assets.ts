import type { Knex } from "knex";

// Fixed assets and their depreciation (issue 30 item 1, ADR 0064):
// - fixed_asset_settings: the company's fixed-asset start date (the Start Date dialog), one row a
//   company; none means the default, 04/01/2021.
// - fixed_assets: an asset as New Asset saves it — number (unique in the company), item, asset
//   account, purchase date and price, asset type, depreciation rate, method and accounts — pending
//   until registered, then registered (its opening entry, or the bill's or cheque's entry it was
//   bought on), then disposed (date, price, where the money went, the gain or loss and its entry).
// - fixed_asset_depreciation: one row per asset and month depreciated, naming the run's entry. Its
//   unique key (company_id, asset_id, period_month) is what keeps a month from being depreciated
//   twice, whatever two runs do at the same moment.
// Keys as everywhere (docs/distribution.md): primary key (company_id, id), foreign keys carry
// company_id. One statement per raw(): PGlite runs one at a time.

async function companyForeignKey(knex: Knex, table: string, column: string, target: string) {
  await knex.raw(
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fk FOREIGN KEY (company_id, ${column}) REFERENCES ${target} (company_id, id) DEFERRABLE INITIALLY IMMEDIATE`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE fixed_asset_settings (
      company_id integer NOT NULL PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
      start_date date NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT fixed_asset_settings_first_of_month CHECK (extract(day FROM start_date) = 1)
    )`);
  await knex.raw(`
    CREATE TABLE fixed_assets (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      asset_number integer NOT NULL,
      item_name text NOT NULL,
      description text NOT NULL DEFAULT '',
      asset_type text NOT NULL,
      account_id integer NOT NULL,
      purchase_date date NOT NULL,
      purchase_price numeric(14, 2) NOT NULL,
      depreciation_rate numeric(14, 4) NOT NULL DEFAULT 0,
      depreciation_method text NOT NULL,
      depreciation_account_id integer,
      accumulated_account_id integer,
      source_entry_id integer,
      status text NOT NULL DEFAULT 'pending',
      registered_entry_id integer,
      registered_at timestamptz,
      disposal_date date,
      disposal_price numeric(14, 2),
      disposal_account_id integer,
      gain_loss numeric(14, 2),
      disposal_entry_id integer,
      version integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT fixed_assets_number_positive CHECK (asset_number > 0),
      CONSTRAINT fixed_assets_price_check CHECK (purchase_price >= 0 AND (disposal_price IS NULL OR disposal_price >= 0)),
      CONSTRAINT fixed_assets_rate_check CHECK (depreciation_rate >= 0 AND depreciation_rate <= 100),
      CONSTRAINT fixed_assets_method_check CHECK (depreciation_method IN ('straight_line', 'declining_balance')),
      CONSTRAINT fixed_assets_status_check CHECK (status IN ('pending', 'registered', 'disposed')),
      CONSTRAINT fixed_assets_accounts_check CHECK (depreciation_rate = 0 OR (depreciation_account_id IS NOT NULL AND accumulated_account_id IS NOT NULL)),
      CONSTRAINT fixed_assets_disposed_check CHECK (status <> 'disposed' OR (disposal_date IS NOT NULL AND disposal_price IS NOT NULL AND disposal_entry_id IS NOT NULL))
    )`);
  await knex.raw("CREATE UNIQUE INDEX fixed_assets_number ON fixed_assets (company_id, asset_number)");
  await knex.raw("CREATE INDEX fixed_assets_status ON fixed_assets (company_id, status, asset_number)");
  await knex.raw("CREATE INDEX fixed_assets_source_entry ON fixed_assets (company_id, source_entry_id) WHERE source_entry_id IS NOT NULL");
  for (const column of ["account_id", "depreciation_account_id", "accumulated_account_id", "disposal_account_id"]) {
    await companyForeignKey(knex, "fixed_assets", column, "company_accounts");
  }
  for (const column of ["source_entry_id", "registered_entry_id", "disposal_entry_id"]) {
    await companyForeignKey(knex, "fixed_assets", column, "journal_entries");
  }

  await knex.raw(`
    CREATE TABLE fixed_asset_depreciation (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      asset_id integer NOT NULL,
      period_month date NOT NULL,
      amount numeric(14, 2) NOT NULL,
      journal_entry_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, id),
      CONSTRAINT fixed_asset_depreciation_month_check CHECK (extract(day FROM period_month) = 1),
      CONSTRAINT fixed_asset_depreciation_amount_check CHECK (amount > 0),
      FOREIGN KEY (company_id, asset_id) REFERENCES fixed_assets (company_id, id) ON DELETE CASCADE
    )`);
  await knex.raw(
    "CREATE UNIQUE INDEX fixed_asset_depreciation_once_a_month ON fixed_asset_depreciation (company_id, asset_id, period_month)",
  );
  await knex.raw("CREATE INDEX fixed_asset_depreciation_month ON fixed_asset_depreciation (company_id, period_month)");
  await companyForeignKey(knex, "fixed_asset_depreciation", "journal_entry_id", "journal_entries");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE fixed_asset_depreciation");
  await knex.raw("DROP TABLE fixed_assets");
  await knex.raw("DROP TABLE fixed_asset_settings");
}
