import type { Knex } from "knex";

// API keys (issue 29 item 4, ADR 0069): an API token may be scoped to one company, with a role no
// higher than its creator's there (owner, admin, bookkeeper, viewer) or the "print" scope that only
// claims and reports print jobs. A token with neither is a user token, acting as its user (as every
// token did before). api_tokens is a global (reference) table, so company_id has no foreign key to
// companies (docs/distribution.md): a key of a company that is gone finds no membership, so it opens
// nothing.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE api_tokens
      ADD COLUMN company_id integer,
      ADD COLUMN scope text,
      ADD CONSTRAINT api_tokens_scope_check CHECK (scope IN ('owner', 'admin', 'bookkeeper', 'viewer', 'print')),
      ADD CONSTRAINT api_tokens_scope_company_check CHECK ((company_id IS NULL) = (scope IS NULL))`);
  await knex.raw("CREATE INDEX api_tokens_company_id ON api_tokens (company_id) WHERE company_id IS NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX api_tokens_company_id");
  await knex.raw(
    "ALTER TABLE api_tokens DROP CONSTRAINT api_tokens_scope_company_check, DROP CONSTRAINT api_tokens_scope_check, DROP COLUMN scope, DROP COLUMN company_id",
  );
}
