// Child process for lock tests: opens the embedded database in the folder given as the first
// argument, prints "ready", and holds it until SIGTERM or until its parent goes away (stdin closes).
//   node --import tsx tests/support/hold-database.ts FOLDER
import { closeDatabase, migrateLatest, openDatabase } from "../../app/utils/db.server";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: hold-database.ts FOLDER");
  process.exit(2);
}

const db = openDatabase({ dataFolder: folder });
await migrateLatest(db);
await db.raw("select 1");
process.stdout.write("ready\n");

let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  closeDatabase(db).finally(() => process.exit(0));
};
process.on("SIGTERM", close);
process.on("SIGINT", close);
process.stdin.on("end", close);
process.stdin.on("close", close);
process.stdin.resume();
