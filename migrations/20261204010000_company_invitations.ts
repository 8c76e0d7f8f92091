import type { Knex } from "knex";

// Invitations to join a company (issue 29 item 2, ADR 0063): an email and the role it will have,
// a single-use link whose secret part is stored only as its SHA-256 hash, an expiry, and what
// became of it (accepted by whom, or revoked). Keys as everywhere (docs/distribution.md).

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE company_invitations (
      id serial NOT NULL,
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL,
      token_hash text NOT NULL,
      invited_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      accepted_by integer REFERENCES users (id) ON DELETE SET NULL,
      revoked_at timestamptz,
      PRIMARY KEY (company_id, id),
      CONSTRAINT company_invitations_role_check CHECK (role IN ('owner', 'admin', 'bookkeeper', 'viewer'))
    )`);
  await knex.raw("CREATE INDEX company_invitations_id ON company_invitations (id)");
  // One open invitation per address and company: a new one replaces it (revoked first).
  await knex.raw(
    "CREATE UNIQUE INDEX company_invitations_open ON company_invitations (company_id, lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE company_invitations");
}
