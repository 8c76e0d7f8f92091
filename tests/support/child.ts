// Spawn a TypeScript helper in its own Node process (node --import tsx) and wait until it says
// it is ready. Used by tests that need a second, live process (e.g. one holding a database lock).
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildHandle {
  child: ChildProcessWithoutNullStreams;
  /** Everything the child printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited, with how it ended. */
  stop(graceMs?: number): Promise<ChildExit>;
}

export async function spawnTsx(
  script: string,
  args: string[],
  options: { readyLine: string; timeoutMs?: number; env?: NodeJS.ProcessEnv },
): Promise<ChildHandle> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<ChildExit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  const handle: ChildHandle = {
    child,
    output: () => output,
    // Generous grace: on a loaded 2-core machine closing an embedded database can take seconds.
    async stop(graceMs = 30_000) {
      if (running()) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
        try {
          return await exited;
        } finally {
          clearTimeout(timer);
        }
      }
      return exited;
    },
  };

  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(options.readyLine)) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`${script} exited (${signal ?? `code ${code}`}) before it was ready:\n${output}`)),
    );
    setTimeout(
      () => reject(new Error(`${script} did not print "${options.readyLine}" within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    ).unref();
  });
  try {
    await ready;
  } catch (error) {
    await handle.stop(0);
    throw error;
  }
  return handle;
}
