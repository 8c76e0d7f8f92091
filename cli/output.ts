// Files and output of commands: reading an input file, writing to stdout or to --output FILE,
// progress bars on stderr.
import fs from "node:fs";
import { once } from "node:events";
import path from "node:path";
import cliProgress from "cli-progress";
import { decodeText, encodingNote, type TextEncodingName } from "~/lib/text-encoding";
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

/** An imported file's text, its name as messages say it, and the encoding it was read in. */
export interface ImportFile {
  content: string;
  name: string;
  encoding: TextEncodingName;
  /** What --json output adds: the encoding, when it is not plain UTF-8. */
  reported: { encoding?: TextEncodingName };
}

/**
 * The file to import (`-` for stdin), relative to the CLI's directory, decoded in the encoding its
 * bytes say (app/lib/text-encoding.ts). A file not in plain UTF-8 is announced first:
 * `Read FILE as Windows-1252`, so the user knows how the accents were read.
 */
export async function readImportFile(ctx: CliContext, file: string): Promise<ImportFile> {
  const name = file === "-" ? "stdin" : file;
  const bytes = file === "-" ? await ctx.readStdinBytes() : readFileBytes(path.resolve(ctx.cwd, file));
  const { text, encoding } = decodeText(bytes);
  const note = encodingNote(encoding);
  if (note && !ctx.globals.json) ctx.out(`${name}: ${note}`);
  return { content: text, name, encoding, reported: note ? { encoding } : {} };
}

/** A file given on the command line, or a clear error. */
function readFileBytes(file: string): Buffer {
  try {
    return fs.readFileSync(file);
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
