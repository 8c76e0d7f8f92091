// The app server from the production build (`node --import tsx server.ts`, after `npm run build`),
// started in its own process on a free port, as the benchmarks and bench/page-weight.ts measure it.
// BENCH_CPU_PROF=<folder> runs it under `node --cpu-prof`: the profile is written there when it stops.
// BENCH_APP_DIR=<folder> runs the server (and its build/) from another checkout, to measure another
// version of the app side by side with this one on the same database.
import fs from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface AppServer {
  child: ChildProcess;
  base: string;
  /** SIGTERM (the server closes its database), then wait for it to exit. */
  stop(): Promise<void>;
}

/** The CPU time (user + system) a process has used so far, ms (Linux: /proc; null elsewhere). */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Start the built app with these environment variables (on top of ours); resolves once /login answers. */
export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "server.ts"], {
    cwd: process.env.BENCH_APP_DIR || undefined,
    env: { ...process.env, NODE_ENV: "production", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
  };
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`The app server exited (${child.exitCode}): ${stderr}`);
    const up = await new Promise<boolean>((resolve) => {
      http.get(`${base}/login`, (r) => (r.resume(), resolve(true))).on("error", () => resolve(false));
    });
    if (up) return { child, base, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`The app server did not answer within 60 s: ${stderr}`);
}
