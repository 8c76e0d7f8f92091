// Child process for lock tests: opens the embedded database in the folder given as the first
// argument, prints "ready", and holds it until SIGTERM or until its parent goes away (stdin closes).
//   node --import tsx tests/support/hold-database.ts FOLDER
import type { Knex } from "knex";
import { closeDatabase, migrateLatest, openDatabase } from "../../app/utils/db.server";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: hold-database.ts FOLDER");
  process.exit(2);
}

let db: Knex | undefined;
let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  (db ? closeDatabase(db) : Promise.resolve()).finally(() => process.exit(0));
};
// Handlers first: a parent that reads "ready" may signal at once.
process.on("SIGTERM", close);
process.on("SIGINT", close);
process.stdin.on("end", close);
process.stdin.on("close", close);
process.stdin.resume();

db = openDatabase({ dataFolder: folder });
await migrateLatest(db);
await db.raw("select 1");
process.stdout.write("ready\n");
