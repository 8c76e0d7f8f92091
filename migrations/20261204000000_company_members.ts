import type { Knex } from "knex";

// A company's team (issue 29, ADR 0063): each member of a company has one role in it — owner,
// admin, bookkeeper or viewer (app/modules/companies/policy.ts says what each may do). Until now a
// company had one user, its owner (companies.owner_id, kept as the user whose name space the
// company's name is unique in): each becomes the company's first Owner.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE company_members (
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role text NOT NULL,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, user_id),
      CONSTRAINT company_members_role_check CHECK (role IN ('owner', 'admin', 'bookkeeper', 'viewer'))
    )`);
  await knex.raw("CREATE INDEX company_members_user ON company_members (user_id, company_id)");
  await knex.raw("INSERT INTO company_members (company_id, user_id, role) SELECT id, owner_id, 'owner' FROM companies");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE company_members");
}
