// Knex configuration for tools that expect a knexfile. The app and the CLI open the database
// through app/utils/db.server.ts, which picks PostgreSQL (DATABASE_URL) or the embedded PGlite.
import { migrationSource } from "./migrations/index";

const config = {
  client: "pg",
  connection: process.env.DATABASE_URL,
  migrations: { migrationSource },
};

export default config;
