// Stands in for the compiler's virtual module `@remix-run/dev/server-build` under vitest (an alias in
// vitest.config.ts): the same route table, read from app/routes by remix.config.js's own `routes`
// (remix-flat-routes over the area folders).
import { defineRoutes } from "@remix-run/dev/dist/config/routes.js";
import { routes as appRoutes } from "../../remix.config.js";

export const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; file: string }> = {
  root: { id: "root", path: "", file: "root.tsx" },
  ...appRoutes(defineRoutes),
};
