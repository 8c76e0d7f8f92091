import { PGlite } from "@electric-sql/pglite";
const mode = process.argv[2];
if (mode === "early") process.on("SIGTERM", () => { process.stderr.write("handled\n"); process.exit(0); });
const pg = new PGlite(); await pg.query("select 1");
process.stdout.write("ready\n");
if (mode !== "early") process.on("SIGTERM", () => { process.stderr.write("handled\n"); process.exit(0); });
if (mode === "delay") await new Promise(r => setTimeout(r, 50));
process.stdin.resume();
