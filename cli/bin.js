#!/usr/bin/env node
// `ledgerline` for npx / npm bin: load TypeScript through tsx, with this project's tsconfig (for the
// `~/` alias) whatever the current directory is, then run cli/main.ts.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
const { main } = await import("./main.ts");
await main();
