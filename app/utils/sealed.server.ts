import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { sessionSecret } from "./config.server";

// Secrets the app must use again but never show (a company's SMTP password): sealed with
// AES-256-GCM under a key derived from the server's secret (SESSION_SECRET or the data folder's),
// so a copy of the database alone does not reveal them. Sealed text: "v1.<iv>.<tag>.<ciphertext>",
// base64url parts. A new server secret makes old seals unreadable: open() answers null, and the
// caller asks for the secret again.

const PURPOSE = "ledgerline sealed secrets v1";
const key = () => createHash("sha256").update(`${PURPOSE}\0${sessionSecret()}`).digest();

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The sealed text opened, or null when it was sealed under another key or tampered with. */
export function open(sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
