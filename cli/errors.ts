import { CommanderError } from "commander";
import * as z from "zod";
import { DomainError } from "~/utils/errors";
import { DatabaseConfigError, DatabaseConnectionError, DatabaseInUseError, DatabaseMigrationError } from "~/utils/db.server";

/** The command line itself is wrong (a missing or conflicting option): exit status 2, like commander's own. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
const EXIT_USAGE = 2;

/** `firstName` → `--first-name`: field errors are reported by the option that carries the field. */
function optionFlag(field: string): string {
  return `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/\./g, "-")}`;
}

function fieldLines(fieldErrors: Record<string, string[]>, skip?: string): string[] {
  const lines: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    for (const message of messages) {
      if (message === skip) continue;
      lines.push(field === "_form" ? message : `${optionFlag(field)}: ${message}`);
    }
  }
  return lines;
}

const indent = (lines: string[]) => lines.map((line) => `  ${line}`);

export interface ReportedError {
  exitCode: number;
  /** What goes to stderr: one `error: …` line, then one line per field error. */
  text: string;
}

/**
 * The CLI's one error handler: an expected failure becomes a clear message and a non-zero exit
 * status; anything else is reported by its message. Stack traces only when `verbose`.
 */
export function reportError(error: unknown, verbose: boolean): ReportedError {
  const stack = verbose && error instanceof Error && error.stack ? `\n${error.stack}` : "";

  if (error instanceof CommanderError) {
    // Commander has already printed its message (or the help / version) through outputError.
    return { exitCode: error.exitCode === 0 ? EXIT_OK : EXIT_USAGE, text: "" };
  }
  if (error instanceof UsageError) {
    return { exitCode: EXIT_USAGE, text: `error: ${error.message}${stack}` };
  }
  if (error instanceof z.ZodError) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = issue.path.map(String).join(".") || "_form";
      (fieldErrors[key] ??= []).push(issue.message);
    }
    const entries = Object.entries(fieldErrors);
    if (error.issues.length === 1) {
      const [field, [message]] = entries[0];
      const where = field === "_form" ? "" : ` (${optionFlag(field)})`;
      return { exitCode: EXIT_FAILURE, text: `error: ${message}${where}${stack}` };
    }
    return { exitCode: EXIT_FAILURE, text: ["error: invalid options:", ...indent(fieldLines(fieldErrors))].join("\n") + stack };
  }
  if (error instanceof DomainError) {
    const lines = indent(fieldLines(error.fieldErrors ?? {}, error.message));
    return { exitCode: EXIT_FAILURE, text: [`error: ${error.message}`, ...lines].join("\n") + stack };
  }
  if (
    error instanceof DatabaseInUseError ||
    error instanceof DatabaseConfigError ||
    error instanceof DatabaseConnectionError ||
    error instanceof DatabaseMigrationError
  ) {
    return { exitCode: EXIT_FAILURE, text: `error: ${error.message}${stack}` };
  }
  const message = error instanceof Error ? error.message || error.name : String(error);
  const hint = verbose ? "" : " (run with --verbose for details)";
  return { exitCode: EXIT_FAILURE, text: `error: ${message.split("\n")[0]}${hint}${stack}` };
}
