// What a screen's JavaScript is made of, module by module (ADR 0027): each built chunk's gzip size
// shared out by the bytes each source file contributes to it, read from the chunk's source map.
// Needs a build with source maps (`npx remix build --sourcemap`); bench/page-weight.ts --modules
// prints it per screen.
import fs from "node:fs";
import path from "node:path";

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The base64 VLQ numbers of one mapping segment. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c);
    if (digit === undefined) throw new Error(`Bad source map character ${c}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Bytes of the generated file per source (the source map's `sources`, as written there): each
 * segment's text, up to the next segment on its line, counts for the segment's source; text no
 * segment covers counts for "(unmapped)".
 */
export function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const result = new Map<string, number>();
  const add = (source: string, bytes: number) => bytes > 0 && result.set(source, (result.get(source) ?? 0) + bytes);
  const lines = code.split("\n");
  const mappingLines = map.mappings.split(";");
  let sourceIndex = 0;
  for (let lineNo = 0; lineNo < lines.length; lineNo++) {
    const line = lines[lineNo];
    let column = 0;
    let current = "(unmapped)";
    let start = 0;
    for (const segment of (mappingLines[lineNo] ?? "").split(",")) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      add(current, Buffer.byteLength(line.slice(start, column)));
      start = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        current = map.sources[sourceIndex];
        // fields 2 and 3 (original line and column) are relative too, but not needed here
      } else {
        current = "(unmapped)";
      }
    }
    add(current, Buffer.byteLength(line.slice(start)) + 1);
  }
  return result;
}

/** A source path from a map, shortened: `app/…` for our files, the npm package for a dependency. */
export function moduleName(source: string, grouped: boolean): string {
  const normalized = source.replace(/\\/g, "/").replace(/^(\.\.\/)+/, "");
  const nodeModules = normalized.lastIndexOf("node_modules/");
  if (nodeModules < 0) return normalized;
  const rest = normalized.slice(nodeModules + "node_modules/".length);
  const parts = rest.split("/");
  const pkg = parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  return grouped ? pkg : rest;
}

/**
 * The gzip bytes of these built files (public-relative URLs, e.g. /build/root-X.js, with their gzip
 * sizes) shared out per module. Files without a source map count as one entry each.
 */
export function gzipBytesPerModule(publicDir: string, files: { url: string; gzipBytes: number }[], grouped: boolean): Map<string, number> {
  const result = new Map<string, number>();
  for (const { url, gzipBytes } of files) {
    const file = path.join(publicDir, url);
    if (!fs.existsSync(`${file}.map`)) {
      result.set(url, (result.get(url) ?? 0) + gzipBytes);
      continue;
    }
    const code = fs.readFileSync(file, "utf8");
    const perSource = bytesPerSource(code, JSON.parse(fs.readFileSync(`${file}.map`, "utf8")));
    const total = [...perSource.values()].reduce((a, b) => a + b, 0);
    for (const [source, bytes] of perSource) {
      const name = source === "(unmapped)" ? `(unmapped, ${path.basename(url)})` : moduleName(source, grouped);
      result.set(name, (result.get(name) ?? 0) + (gzipBytes * bytes) / total);
    }
  }
  return result;
}
