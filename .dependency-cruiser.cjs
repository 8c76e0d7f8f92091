// The layer rules of docs/ARCHITECTURE.md as a check: `npm run check:layers` (run by `npm test`).
// Imports point down the layers (routes → components → modules → utils → lib), never up, and no
// file reaches itself through its imports. Type-only imports count like any other
// (tsPreCompilationDeps): a circle "only through types" is still a circle.
const fs = require("node:fs");
const path = require("node:path");

/** Server-only files: *.server.ts(x), and Objection models (they import the database layer). */
const SERVER_ONLY = "\\.server\\.tsx?$|\\.model\\.ts$";
/** Everything of ours (not node_modules, not Node's built-ins). */
const OURS = "^(app|cli|tests|bench|scripts|print-daemon)/";

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A route imports only its own route folder's files and the shared `__*` files of the folders above it
 * (its area folder, the areas around that, app/routes itself); never another route. Routes sit in area
 * folders (names ending in `+`, remix-flat-routes' hybrid routes); a route folder is any other folder.
 * One rule per folder (a folder's name is full of regex characters: `$`, `.`, `+`, `[.]`).
 */
function routeRules() {
  const routesDir = path.join(__dirname, "app", "routes");
  const folders = [];
  const walk = (relative) => {
    folders.push(relative);
    for (const entry of fs.readdirSync(path.join(routesDir, relative), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(relative ? `${relative}/${entry.name}` : entry.name);
    }
  };
  if (fs.existsSync(routesDir)) walk("");
  const comment =
    "A route imports only the files of its own route folder and the shared __*.server.ts files of the folders above it, never another route: code that two routes need goes to a __ file (or to a module).";
  const dirOf = (folder) => (folder ? `^app/routes/${escapeRegex(folder)}/` : "^app/routes/");
  return folders.map((folder) => {
    const ancestors = [""];
    folder.split("/").reduce((acc, part) => {
      const next = acc ? `${acc}/${part}` : part;
      if (next !== folder || folder.endsWith("+")) ancestors.push(next);
      return next;
    }, "");
    const isRouteFolder = folder !== "" && !folder.endsWith("+");
    return {
      name: "routes-not-other-routes",
      severity: "error",
      comment,
      from: { path: `${dirOf(folder)}[^/]+$` },
      to: {
        path: "^app/routes/",
        pathNot: [
          ...(isRouteFolder ? [`${dirOf(folder)}[^/]+$`] : []),
          ...ancestors.filter(Boolean).map((a) => `${dirOf(a)}__[^/]+$`),
          "^app/routes/__[^/]+$",
        ],
      },
    };
  });
}

/**
 * The domain modules (folders of app/modules/), lowest first. A module imports only the modules
 * before it in this list, never one after it or beside it (the names of one entry are side by side
 * and import neither each other), so no import cycle can form between module folders. A lower
 * module that needs something of a higher one is handed it (a function parameter), or the code
 * moves to the module that owns it. ADR 0038 and docs/ARCHITECTURE.md ("Modules") say why each
 * sits where it does. A new module folder gets its place here (the check refuses to run until it has one).
 */
const MODULE_ORDER = [
  "activity",
  "auth",
  "companies",
  "team",
  "branding",
  "translation",
  "currencies",
  "ledger",
  "documents",
  "accounts",
  ["custom-fields", "support-lists"],
  "parties",
  ["vendors", "sales-persons"],
  "customers",
  "journal",
  "items",
  "inventory",
  "purchases",
  "sales",
  "consultants",
  "document-catalog",
  "printing",
  "checks",
  "banking",
  "fixed-assets",
  "recurring",
  "reports",
  "budgets",
  "dashboard",
  "merges",
  "imports",
];

/** One rule per module: it may import the modules below it in MODULE_ORDER (and itself), nothing else of app/modules/. */
function moduleOrderRules() {
  const levels = MODULE_ORDER.map((entry) => (Array.isArray(entry) ? entry : [entry]));
  const known = levels.flat();
  const modulesDir = path.join(__dirname, "app", "modules");
  const folders = fs.existsSync(modulesDir)
    ? fs
        .readdirSync(modulesDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
  const unplaced = folders.filter((folder) => !known.includes(folder));
  if (unplaced.length) {
    throw new Error(
      `.dependency-cruiser.cjs: app/modules/${unplaced.join(", app/modules/")} has no place in MODULE_ORDER: add it there (and to docs/ARCHITECTURE.md's module order) below every module it imports.`,
    );
  }
  return levels.flatMap((level, index) => {
    const below = levels.slice(0, index).flat();
    return level.map((name) => ({
      name: "modules-no-folder-cycle",
      severity: "error",
      comment: `app/modules/${name}/ imports only the modules below it in MODULE_ORDER (${below.join(", ") || "none"}): an import of a module above it or beside it would make a cycle between module folders. Move the code to the module that owns it, or hand the lower module a function.`,
      from: { path: `^app/modules/${escapeRegex(name)}/` },
      to: { path: "^app/modules/[^/]+/", pathNot: [name, ...below].map((allowed) => `^app/modules/${escapeRegex(allowed)}/`) },
    }));
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A file reaches itself through its imports (type-only imports included). Move what both sides need into a file both can import (a schema or constants file, or the component that owns the type).",
      from: {},
      to: { circular: true },
    },
    {
      name: "utils-only-plumbing",
      severity: "error",
      comment: "app/utils/ is plumbing that knows nothing of the domain: it imports only app/utils/ and app/lib/.",
      from: { path: "^app/utils/" },
      to: { path: OURS, pathNot: "^app/(utils|lib)/" },
    },
    {
      name: "lib-only-lib",
      severity: "error",
      comment: "app/lib/ holds pure helpers with no I/O and no domain: it imports only app/lib/.",
      from: { path: "^app/lib/" },
      to: { path: OURS, pathNot: "^app/lib/" },
    },
    {
      name: "components-no-server",
      severity: "error",
      comment:
        "app/components/ is UI only and never imports a server-only file (*.server.ts, *.model.ts), not even for a type: move the type to the module's client-safe file (schema.ts, a constants file) or into the component.",
      from: { path: "^app/components/" },
      to: { path: SERVER_ONLY },
    },
    {
      name: "no-server-file-in-components",
      severity: "error",
      comment:
        "app/components/ holds UI only: a loader, an action or other server code goes beside the routes that use it (app/routes/<route>/, app/routes/__<name>.server.ts) or into its module.",
      from: { path: "^app/components/.+\\.server\\.tsx?$" },
      to: {},
    },
    {
      name: "components-only-ui-lib-and-modules",
      severity: "error",
      comment:
        "app/components/ imports components, app/lib/ and the client-safe files of modules; never a route, the plumbing of app/utils/, the CLI or tests.",
      from: { path: "^app/components/" },
      to: { path: OURS, pathNot: "^app/(components|lib|modules)/" },
    },
    {
      name: "modules-not-front-doors",
      severity: "error",
      comment:
        "app/modules/ holds the domain: it never imports routes, components, the CLI or tests (they depend on it, not the other way round).",
      from: { path: "^app/modules/" },
      to: { path: OURS, pathNot: "^app/(modules|lib|utils)/" },
    },
    {
      name: "cli-not-web",
      severity: "error",
      comment: "The CLI is another front door: it calls modules, lib and utils, never routes or components.",
      from: { path: "^cli/" },
      to: { path: "^app/(routes|components)/|^app/root\\.tsx$|^app/entry\\." },
    },
    {
      name: "print-daemon-only-http",
      severity: "error",
      comment:
        "The print daemon runs on the office machine and speaks only HTTP to the server: of app/ it imports only client-safe files with no server code (app/modules/printing/printers.ts, cups-parse.ts).",
      from: { path: "^print-daemon/" },
      to: { path: "^app/", pathNot: "^app/modules/printing/(printers|cups-parse)\\.ts$" },
    },
    {
      name: "route-ui-no-server",
      severity: "error",
      comment:
        "A route folder's UI files (everything beside route.tsx but *.server.ts) go to the browser like components: never a server-only file, not even for a type.",
      // A route folder is a folder whose name does not end in `+` (those are area folders).
      from: { path: "^app/routes/.*[^+/]/[^/]+$", pathNot: ["/route\\.tsx?$", "\\.server\\.tsx?$", "\\.test\\.tsx?$"] },
      to: { path: SERVER_ONLY },
    },
    ...routeRules(),
    ...moduleOrderRules(),
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to no file or package (a moved file left behind?).",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|public/build|test-results|data)/" },
    // Type-only imports are dependencies too: a circle through types is still a circle.
    tsPreCompilationDeps: true,
    // Resolves the `~/` alias (tsconfig paths) the way TypeScript and Remix do.
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".d.ts", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
  },
};
