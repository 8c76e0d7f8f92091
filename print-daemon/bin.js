#!/usr/bin/env node
// `ledgerline-print` for npx / npm bin: load TypeScript through tsx, with this project's tsconfig,
// whatever the current directory is, then run print-daemon/main.ts.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
const { main } = await import("./main.ts");
process.exitCode = await main();
