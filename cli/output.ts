// Files and output of commands: reading an input file, writing to stdout or to --output FILE,
// progress bars on stderr.
import fs from "node:fs";
import { once } from "node:events";
import cliProgress from "cli-progress";
import { DomainError } from "~/utils/errors";
import type { CliContext, Output } from "./context";

/** Write text chunks to `target`, waiting whenever a stream asks us to (a large export never piles up in memory). */
async function writeAll(target: Output, chunks: AsyncIterable<string> | Iterable<string>) {
  const stream = target as Partial<NodeJS.WritableStream>;
  for await (const chunk of chunks) {
    if (target.write(chunk) === false && typeof stream.once === "function") await once(stream as NodeJS.WritableStream, "drain");
  }
}

/**
 * Send the chunks to stdout, or to `file` (created or replaced). A file that cannot be written is
 * a clear error; a half-written one is removed.
 */
export async function writeOutput(
  ctx: CliContext,
  file: string | undefined,
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  if (!file) return writeAll(ctx.io.stdout, chunks);
  let stream: fs.WriteStream;
  try {
    stream = fs.createWriteStream(file, { encoding: "utf8" });
    await once(stream, "open");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "no such folder"
        : code === "EISDIR"
          ? "it is a folder"
          : code === "EACCES"
            ? "permission denied"
            : (error as Error).message;
    throw new DomainError(`Cannot write ${file}: ${why}`, 400);
  }
  const failed = new Promise<never>((_, reject) => stream.once("error", reject));
  failed.catch(() => {});
  try {
    await Promise.race([writeAll(stream, chunks), failed]);
    stream.end();
    await Promise.race([once(stream, "finish"), failed]);
  } catch (error) {
    stream.destroy();
    fs.rmSync(file, { force: true });
    throw error;
  }
}

export interface Progress {
  update(done: number, total: number, label: string): void;
  stop(): void;
}

/** A progress bar on stderr when stderr is a terminal; otherwise nothing (the command prints a final line). */
export function progressBar(ctx: CliContext): Progress {
  const stderr = ctx.io.stderr as Partial<NodeJS.WriteStream>;
  if (!stderr.isTTY || ctx.globals.json) return { update() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    { stream: stderr as NodeJS.WritableStream, format: "{label} |{bar}| {value}/{total}", hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let label = "";
  return {
    update(done, total, nextLabel) {
      if (!started || nextLabel !== label) {
        if (started) bar.stop();
        bar.start(total, done, { label: nextLabel });
        started = true;
        label = nextLabel;
      } else {
        bar.update(done);
      }
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

/** A text file given on the command line (relative to the CLI's directory), or a clear error. */
export function readTextFile(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "it is a folder"
          : code === "EACCES"
            ? "permission denied"
            : (error as Error).message;
    throw new DomainError(`Cannot read ${file}: ${why}`, 400);
  }
}
