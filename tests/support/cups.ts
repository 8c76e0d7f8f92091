// A real CUPS with the IPP printer emulator for the print daemon's tests and benchmark, started by
// scripts/cups-test-env.sh where it is not running. Without it these tests fail (in CI and
// locally alike), saying what they need: a printing test that skips proves nothing.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const TEST_PRINTER = "LedgerlineTestPrinter";
export const PDF_QUEUE = "LedgerlinePDF";

export interface TestCups {
  /** Where the emulator keeps every job it receives, as `<id>-<job title>.pdf`. */
  spool: string;
}

export function ensureCups(): TestCups {
  const script = path.resolve(import.meta.dirname, "../../scripts/cups-test-env.sh");
  let output: string;
  try {
    output = execFileSync(script, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
  } catch (error) {
    const detail = String((error as { stderr?: string }).stderr ?? (error as Error).message).trim();
    throw new Error(
      `These tests print through a real CUPS with the ippeveprinter emulator, and ${script} could not start them: ${detail}\n` +
        "Install cups cups-client cups-daemon cups-ipp-utils printer-driver-cups-pdf dbus poppler-utils and run it as root.",
    );
  }
  const spool = /^SPOOL=(.*)$/m.exec(output)?.[1];
  if (!spool || !fs.existsSync(spool)) throw new Error(`${script} named no spool folder: ${output}`);
  return { spool };
}

/** The PDFs the emulator has received (names only). */
export const spooledPdfs = (spool: string) => fs.readdirSync(spool).filter((f) => f.endsWith(".pdf"));

/** A PDF's text, read with pdftotext (poppler-utils). */
export const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });

export const cupsCommand = (command: string, ...args: string[]) =>
  execFileSync(command, args, { encoding: "utf8", env: { ...process.env, LANG: "C", LC_ALL: "C" } });
