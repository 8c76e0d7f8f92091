// A module writes only its own tables; another module's table is written through its owner's
// functions (docs/ARCHITECTURE.md, "Table owners"; ADR 0038). Reading across modules stays allowed
// (reports, lists, set queries). This test reads the owners from ARCHITECTURE.md, checks that every
// table of docs/distribution.md has one, and scans app/modules/**/*.ts for the writes a module makes:
//
// - Knex: `db("table")`/`trx("table")` (any handle, `as` alias allowed) whose own call chain holds
//   .insert(, .update(, .del(, .delete(, .upsert(, .increment(, .decrement(, .merge( — the chain is
//   read at its own parenthesis depth, so a subquery inside a write is not taken for the write;
// - raw SQL in the file: INSERT INTO t, UPDATE t (not FOR UPDATE or DO UPDATE), DELETE FROM t;
// - Objection: `Model.query(…)` chained with insert, insertGraph, upsertGraph, patch, update, delete,
//   deleteById, patchAndFetchById, updateAndFetchById, relate, unrelate; and patchVersioned(Model, …).
//   A model's table comes from its `static tableName` in the *.model.ts files.
//
// It is a scan of the source text, not of the queries that run: a table named in a variable, or a
// graph insert's child tables, are not seen. What it sees, it names with file and line.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const MODULES = path.join(ROOT, "app/modules");

/**
 * Writes allowed outside the owner, each with its reason. Keep it short: a new exception is a
 * table write that should be its owner's function.
 */
const ALLOWED: { module: string; table: string; reason: string }[] = [
  {
    module: "auth",
    table: "companies",
    reason:
      "Closing a user's account (deleteAccount) deletes the user's companies with the user in one transaction; auth sits below companies, so it cannot call them (the foreign key would cascade the same rows).",
  },
  {
    module: "journal",
    table: "journal_entries",
    reason:
      "Journal Entry drafts: a draft is a journal_entries row with status 'draft' and no lines, outside the books, created, changed and deleted by the journal module through its JournalEntry model; posting it and cancelling a posted entry go through the ledger (postDraftEntry, reverseEntry), and database triggers refuse any change to a posted entry.",
  },
];

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function readOwners(): Map<string, string> {
  const doc = fs.readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8");
  const section = doc.slice(doc.indexOf("### Table owners"));
  const owners = new Map<string, string>();
  for (const line of section.split("\n").slice(1)) {
    if (line.startsWith("#")) break;
    const cells = line.split("|").map((c) => c.trim());
    if (cells.length < 4 || !cells[1].startsWith("`")) continue;
    const owner = cells[2].replace(/`/g, "");
    for (const table of cells[1].matchAll(/`([a-z_]+)`/g)) owners.set(table[1], owner);
  }
  return owners;
}

function tablesOfTheSchema(): string[] {
  const plan = fs.readFileSync(path.join(ROOT, "docs/distribution.md"), "utf8");
  return [...plan.matchAll(/create_(?:distributed|reference)_table\('([a-z_]+)'/g)].map((m) => m[1]);
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each model class's table, from the *.model.ts files. */
function modelTables(files: string[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith(".model.ts"))) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/class (\w+) extends \w+ \{[^]*?static tableName = "([a-z_]+)"/g)) tables.set(m[1], m[2]);
  }
  return tables;
}

/** The methods called on the value that starts at `from` (its own chain: stops at a `)`, `,` or `;` that closes it). */
function chainMethods(text: string, from: number): string[] {
  const methods: string[] = [];
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") {
      if (--depth < 0) break;
    } else if (depth === 0 && (c === ";" || c === ",")) break;
    else if (depth === 0 && c === "." && /\s|\)|\w/.test(text[i - 1] ?? "")) {
      const name = /^\.(\w+)\(/.exec(text.slice(i, i + 40));
      if (name) methods.push(name[1]);
    } else if (c === '"' || c === "'" || c === "`") {
      // skip a string literal (no nesting of templates needed for this scan)
      const end = text.indexOf(c, i + 1);
      if (end > 0) i = end;
    }
  }
  return methods;
}

const KNEX_WRITES = new Set(["insert", "update", "del", "delete", "upsert", "increment", "decrement", "merge"]);
const MODEL_WRITES = new Set([
  "insert",
  "insertGraph",
  "insertGraphAndFetch",
  "upsertGraph",
  "upsertGraphAndFetch",
  "patch",
  "update",
  "delete",
  "deleteById",
  "patchAndFetchById",
  "updateAndFetchById",
  "patchAndFetch",
  "relate",
  "unrelate",
]);

interface Write {
  module: string;
  table: string;
  where: string;
}

function writesOf(files: string[], models: Map<string, string>): Write[] {
  const writes: Write[] = [];
  for (const file of files) {
    const module = path.relative(MODULES, file).split(path.sep)[0];
    // Comments blanked (line numbers kept): "a trigger refuses UPDATE and DELETE of …" is no write.
    const text = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((line) => (/^\s*(\/\/|\*|\/\*)/.test(line) ? "" : line))
      .join("\n");
    const lineOf = (index: number) => text.slice(0, index).split("\n").length;
    const add = (table: string, index: number) => writes.push({ module, table, where: `${path.relative(ROOT, file)}:${lineOf(index)}` });
    // Knex on a table name.
    for (const m of text.matchAll(/\b(?:db|trx|knex|tx|database)\(\s*"(\w+)(?: as \w+)?"\s*\)/g)) {
      if (chainMethods(text, m.index + m[0].length).some((method) => KNEX_WRITES.has(method))) add(snake(m[1]), m.index);
    }
    // Raw SQL.
    for (const m of text.matchAll(/\bINSERT INTO ([a-z_]+)|(?<!\b(?:FOR|DO|NO KEY) )\bUPDATE ([a-z_]+)\b|\bDELETE FROM ([a-z_]+)/g)) {
      const table = m[1] ?? m[2] ?? m[3];
      if (table !== "SET") add(table, m.index);
    }
    // Objection models.
    for (const m of text.matchAll(/\b([A-Z]\w*)\.query\(/g)) {
      const table = models.get(m[1]);
      if (!table) continue;
      // The chain starts after query(…)'s closing parenthesis.
      let depth = 1;
      let i = m.index + m[0].length;
      for (; i < text.length && depth > 0; i++) {
        if (text[i] === "(") depth++;
        else if (text[i] === ")") depth--;
      }
      if (chainMethods(text, i).some((method) => MODEL_WRITES.has(method))) add(table, m.index);
    }
    for (const m of text.matchAll(/\bpatchVersioned\(\s*([A-Z]\w*)/g)) {
      const table = models.get(m[1]);
      if (table) add(table, m.index);
    }
  }
  return writes;
}

describe("table owners", () => {
  const owners = readOwners();
  const files = filesUnder(MODULES);
  const models = modelTables(files);
  const writes = writesOf(files, models);

  it("every table of the schema has one owner module, and every owner is a module", () => {
    const modules = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(tablesOfTheSchema().filter((table) => !owners.has(table))).toEqual([]);
    expect([...new Set(owners.values())].filter((owner) => !modules.includes(owner))).toEqual([]);
  });

  it("the scan finds writes (it reads the code it means to)", () => {
    const tables = new Set(writes.map((w) => w.table));
    for (const table of ["journal_entries", "company_accounts", "vendors", "purchase_documents", "print_jobs", "item_stock"]) {
      expect(tables, table).toContain(table);
    }
  });

  it("a module writes only the tables it owns", () => {
    const allowed = (w: Write) => ALLOWED.some((a) => a.module === w.module && a.table === w.table);
    const foreign = writes.filter((w) => owners.get(w.table) !== w.module && !allowed(w));
    expect(foreign.map((w) => `${w.module} writes ${w.table} (owner: ${owners.get(w.table) ?? "none"}) at ${w.where}`)).toEqual([]);
  });

  it("every allowed exception is still needed", () => {
    const unused = ALLOWED.filter((a) => !writes.some((w) => w.module === a.module && w.table === a.table));
    expect(unused).toEqual([]);
  });
});
