// Stands in for the compiler's virtual module `@remix-run/dev/server-build` under vitest (an alias in
// vitest.config.ts): the same route table, read from app/routes by the compiler's own flat-routes
// reader with remix.config.js's ignored files.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import remixConfig from "../../remix.config.js";

const appDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app");

export const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; file: string }> = {
  root: { id: "root", path: "", file: "root.tsx" },
  ...flatRoutes(appDirectory, remixConfig.ignoredRouteFiles),
};
