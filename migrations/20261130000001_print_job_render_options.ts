import type { Knex } from "knex";

// A queued job prints what the user saw when they pressed Print, not what is saved later: the
// renderer's options chosen on the screen (Print Check's unsaved stub choices) are kept with the
// job, opaque to the queue, and handed back to the renderer when the daemon fetches the PDF. Null:
// the company's saved layout, as before (issue 31).

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE print_jobs ADD COLUMN render_options jsonb");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE print_jobs DROP COLUMN render_options");
}
