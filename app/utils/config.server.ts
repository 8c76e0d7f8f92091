import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where the embedded database and generated secrets live (./data unless LEDGERLINE_DATA_DIR). */
export function dataDir(): string {
  return path.resolve(process.env.LEDGERLINE_DATA_DIR || "data");
}

/** The database server, when one is configured; otherwise the embedded PGlite is used. */
export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/**
 * The secret that signs the session cookie: SESSION_SECRET, or one generated on first use and
 * kept in the data folder so sessions survive restarts.
 */
export function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const dir = dataDir();
  const file = path.join(dir, "session-secret");
  fs.mkdirSync(dir, { recursive: true });
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("hex");
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
