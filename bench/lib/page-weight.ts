// The JavaScript each screen makes the browser load, read from the production build alone (no
// server): for every route that renders a screen, the client entry and the module of every route
// in its chain (root → layouts → the route), each with the chunks the build's assets manifest lists
// as its imports, and every chunk those import in turn, summed at the gzip size of the built file
// (zlib's default level, as the server's compression sends it). That is what a document's
// modulepreloads and module script name (Remix's <Scripts>), so it equals what bench/page-weight.ts
// reads from a served page; route modules fetched later for client-side navigation are not counted.
//
// Used by bench/page-weight.ts (the table of every screen) and tests/e2e/page-weight.spec.ts (no
// screen over PAGE_JS_BUDGET_BYTES, ADR 0027).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** ADR 0027: no screen loads more than 150 KB of gzip JavaScript. */
export const PAGE_JS_BUDGET_BYTES = 150 * 1024;

/** A chunk's static imports of other built files, as esbuild writes them (minified). */
export const BUILD_IMPORT = /(?:\bfrom|\bimport)\s*["'](\/build\/[^"']+\.js)["']/g;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface AssetsManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; exports?: string[] }>;
}

export interface BuiltFile {
  bytes: number;
  gzipBytes: number;
  imports: string[];
}

export interface ScreenScripts {
  /** The route's id in the manifest, e.g. `routes/company.$companyId.dashboard+/_vendors+/vendors.list`. */
  routeId: string;
  /** Its URL pattern, e.g. `/company/:companyId/dashboard/vendors/list`. */
  url: string;
  /** The route module's source file, e.g. `app/routes/_sign-in+/login.tsx`. */
  file: string;
  /** Every built file the browser loads to open it (/build/… URLs). */
  scripts: string[];
  jsBytes: number;
  jsGzipBytes: number;
}

/** A production build: the browser's assets (public/build) and the server build's files (build/). */
export class ClientBuild {
  readonly manifest: AssetsManifest;
  private readonly files = new Map<string, BuiltFile>();
  private readonly metafile: Metafile;

  constructor(readonly root: string = process.cwd()) {
    const version = readOrExplain(path.join(root, "build/version.txt")).trim();
    const manifestFile = path.join(root, "public/build", `manifest-${version.toUpperCase()}.js`);
    const source = readOrExplain(manifestFile);
    this.manifest = JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as AssetsManifest;
    this.metafile = JSON.parse(readOrExplain(path.join(root, "build/metafile.js.json"))) as Metafile;
  }

  /** A built file by its URL (/build/…): its size as built, gzipped, and the built files it imports. */
  file(url: string): BuiltFile {
    let file = this.files.get(url);
    if (!file) {
      // A build with source maps (`remix build --sourcemap`, for --modules) ends each file with a
      // comment naming its map; the production build has none, so it is not weighed.
      const text = fs.readFileSync(path.join(this.root, "public", url), "utf8").replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "");
      const source = Buffer.from(text);
      const imports = [...text.matchAll(BUILD_IMPORT)].map((m) => m[1]);
      file = { bytes: source.length, gzipBytes: zlib.gzipSync(source).length, imports };
      this.files.set(url, file);
    }
    return file;
  }

  /** Every built file the browser loads for these URLs: them and their static imports, transitively. */
  closure(urls: string[]): string[] {
    const seen = new Set<string>();
    const queue = [...urls];
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (seen.has(url)) continue;
      seen.add(url);
      queue.push(...this.file(url).imports);
    }
    return [...seen];
  }

  /**
   * The source file of a route whose browser module renders something (its route file is in the
   * module: a resource route's browser module is an empty stand-in), or undefined.
   */
  private uiSource(route: ManifestRoute): string | undefined {
    const output = this.metafile.outputs[`public${route.module}`];
    const file = /^browser-route-module:(.*)\?browser$/.exec(output?.entryPoint ?? "")?.[1];
    if (!file || !output?.exports?.includes("default")) return undefined;
    return `app/${file}` in output.inputs ? `app/${file}` : undefined;
  }

  /** The routes from the root down to this one. */
  private chain(route: ManifestRoute): ManifestRoute[] {
    const chain: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? this.manifest.routes[r.parentId] : undefined) chain.unshift(r);
    return chain;
  }

  /**
   * Every screen: each route with a component that a URL opens as the deepest match — not a
   * pathless layout, nor a route whose own URL opens its index child.
   */
  screens(): ScreenScripts[] {
    const routes = Object.values(this.manifest.routes);
    const ui = new Map<string, string>();
    for (const route of routes) {
      const file = this.uiSource(route);
      if (file) ui.set(route.id, file);
    }
    const screens: ScreenScripts[] = [];
    for (const route of routes) {
      const file = ui.get(route.id);
      if (!file) continue;
      if (!route.index && route.path === undefined) continue; // a pathless layout
      if (routes.some((child) => child.parentId === route.id && child.index && ui.has(child.id))) continue;
      const chain = this.chain(route);
      const named = [this.manifest.entry.module, ...this.manifest.entry.imports, ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])])];
      const scripts = this.closure(named);
      screens.push({
        routeId: route.id,
        url: urlPattern(chain),
        file,
        scripts,
        jsBytes: scripts.reduce((sum, url) => sum + this.file(url).bytes, 0),
        jsGzipBytes: scripts.reduce((sum, url) => sum + this.file(url).gzipBytes, 0),
      });
    }
    return screens.sort((a, b) => a.url.localeCompare(b.url));
  }
}

function urlPattern(chain: ManifestRoute[]): string {
  const segments = chain.map((r) => r.path ?? "").filter(Boolean);
  return `/${segments.join("/")}`.replace(/\/+/g, "/");
}

function readOrExplain(file: string): string {
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run \`npm run build\` first`);
  return fs.readFileSync(file, "utf8");
}
