/// <reference types="vite/client" />
// The bad-input sweep of the web forms (issue 25 item 12), as api-input-sweep.test.ts sweeps the
// API: every route module with an `action` under the company's dashboard, _setup+ and _sign-in+ is
// posted the sweep's hostile values (NUL, a lone surrogate, long text, numbers out of range, text
// for a number) in every field its route, its local helpers and the components it imports name,
// with no intent and with each intent those files mention. No answer may be a 500 (nor an error
// thrown past the action, nor a console.error), and the books stay balanced. The list of actions
// comes from the route files themselves: a form added later is swept the day it is added.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBudget } from "../../app/modules/budgets/budgets.server";
import { Item } from "../../app/modules/items/item.model";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { salesPersonCreateBody } from "../../app/modules/sales-persons/schema";
import { createSalesPerson } from "../../app/modules/sales-persons/sales-persons.server";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { makeAccounts, ownerAndCompany, saveBill } from "../support/books";

const ROUTES = fileURLToPath(new URL("../../app/routes/", import.meta.url));
const APP = fileURLToPath(new URL("../../app/", import.meta.url));

const modules = {
  ...import.meta.glob("../../app/routes/company.$companyId.dashboard+/**/*.{ts,tsx}"),
  ...import.meta.glob("../../app/routes/_setup+/**/*.{ts,tsx}"),
  ...import.meta.glob("../../app/routes/_sign-in+/**/*.{ts,tsx}"),
};
/**
 * Route modules only (remix.config.js): not helpers (`__…`) nor tests; inside a folder whose name
 * does not end in `+`, only its `route.tsx` is the route, the other files are its parts.
 */
const FILES = Object.keys(modules)
  .filter((file) => !path.basename(file).startsWith("__") && !/\.test\.tsx?$/.test(file))
  .filter((file) => path.basename(path.dirname(file)).endsWith("+") || /^route\.tsx?$/.test(path.basename(file)))
  .sort();

const HOSTILE: [string, string][] = [
  ["NUL", "a\u0000b"],
  ["a lone surrogate", "a\ud800b"],
  ["long text", "x".repeat(5_000)],
  ["an integer out of range", "2147483648"],
  ["text for a number", "twelve"],
];
/** Row fields the forms build in loops (their names are not literals in the source). */
const ROW_FIELDS = [
  "accountRecords[0].accountId",
  "accountRecords[0].amount",
  "accountRecords[0].description",
  "itemRecords[0].itemId",
  "itemRecords[0].quantity",
  "itemRecords[0].unitPrice",
  "rows[0].itemId",
  "rows[0].adjustedQty",
  "rows[0].rate",
  "components[0].itemId",
  "components[0].quantity",
  "entries[0].accountId",
  "entries[0].debit",
  "entries[0].credit",
  "contacts[0].email",
  "addresses[0].address1",
  "bills[0].billId",
  "bills[0].amount",
];

/** The route's own text and the local files and components it imports (one level). */
function sourcesOf(file: string): string {
  const absolute = path.resolve(path.dirname(fileURLToPath(import.meta.url)), file);
  const text = readFileSync(absolute, "utf8");
  const imported = [...text.matchAll(/from "(\.\/[^"]+|~\/components\/[^"]+|~\/routes\/[^"]+)"/g)].map((m) =>
    m[1].startsWith("./") ? path.resolve(path.dirname(absolute), m[1]) : path.join(APP, m[1].slice(2)),
  );
  const read = (base: string) => {
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
      try {
        return readFileSync(candidate, "utf8");
      } catch {
        // try the next form of the name
      }
    }
    return "";
  };
  return [text, ...imported.map(read)].join("\n");
}

/** What a form posts: the field names and intents the sources mention. */
function formOf(file: string) {
  const text = sourcesOf(file);
  const names = new Set([
    ...[...text.matchAll(/name="([A-Za-z][\w.[\]-]*)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/(?:formData|form)\.get\("([^"]+)"\)/g)].map((m) => m[1]),
    ...ROW_FIELDS,
  ]);
  names.delete("intent");
  // Fields the code reads by hand (not through a schema) are also sent alone, the others blank.
  const handRead = new Set([...text.matchAll(/(?:formData|form)\.get\("([^"]+)"\)/g)].map((m) => m[1]).filter((n) => n !== "intent"));
  const intents = [
    ...new Set([...text.matchAll(/"([a-z]+(?:-[a-z]+)+|save|update|refresh|delete|build|print|confirm|void)"/g)].map((m) => m[1])),
  ];
  return { names: [...names], handRead: [...handRead], intents: intents.slice(0, 16) };
}

/** /company/7/dashboard/vendors/edit-bill/3 from company.$companyId.dashboard+/_purchases+/vendors.edit-bill.$billId.tsx */
function urlOf(file: string, params: Record<string, string>): string {
  const relative = path.relative(ROUTES, path.resolve(path.dirname(fileURLToPath(import.meta.url)), file)).replace(/\.tsx?$/, "");
  const segments = relative
    .split(path.sep)
    .flatMap((part) => (part.endsWith("+") ? (part.startsWith("_") ? [] : [part.slice(0, -1)]) : [part === "route" ? "" : part]))
    .flatMap((part) => part.split(/(?<!\[)\.(?!\])/).map((segment) => segment.replace("[.]", ".")))
    .filter((segment) => segment && segment !== "_index" && !segment.startsWith("_"))
    .map((segment) => (segment.startsWith("$") ? (params[segment.slice(1)] ?? "1") : segment));
  return `/${segments.join("/")}`;
}

/** The seeded rows each path parameter names (an unknown id would stop at the 404). */
const params: Record<string, string> = {};
let cookie: string;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const { ctx, user } = await ownerAndCompany(app.db);
  cookie = await sessionCookie(user);
  const accounts = await makeAccounts(app.db, ctx, { rent: ["Expense", "6100", "Rent"], asset: ["Inventory Asset", "1300", "Stock"] });
  const vendorId = (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme Supplies" }))).id;
  const posted = await saveBill(app.db, ctx, { vendorId, accountId: accounts.rent, amount: "75.00", date: "2026-11-20" });
  const draft = await saveBill(app.db, ctx, { vendorId, accountId: accounts.rent, amount: "5.00", date: "2026-11-20", status: "draft" });
  const [item] = await Item.query(app.db).insert([
    { companyId: ctx.companyId, itemType: "inventory", name: "Widget", standardCost: "2.00", assetAccountId: accounts.asset },
  ]);
  const salesPerson = await createSalesPerson(app.db, ctx, {
    ...salesPersonCreateBody.parse({ salesPersonName: "Sweep Rep", email: "rep@sweep.test", phone: "555 0100" }),
    dateOfHire: ctx.today,
    addresses: [],
  });
  const budget = await createBudget(app.db, ctx, { budgetName: "Sweep Budget", fiscalYear: 2026, start: "scratch" });
  Object.assign(params, {
    budgetId: String(budget.id),
    salesPersonId: String(salesPerson.id),
    companyId: String(ctx.companyId),
    accountId: String(accounts.rent),
    vendorId: String(vendorId),
    documentId: String(posted.id),
    billId: String(draft.id),
    entryId: String(posted.journalEntryId),
    itemId: String(item.id),
  });
});
afterAll(() => app?.cleanup());

describe("the bad-input sweep over the web forms", () => {
  it("finds the forms", () => {
    expect(FILES.length).toBeGreaterThan(40);
  });

  for (const file of FILES) {
    const name = path.relative(ROUTES, path.resolve(path.dirname(fileURLToPath(import.meta.url)), file));
    it(`${name}: no hostile post answers 500`, { timeout: 300_000 }, async () => {
      const route = (await modules[file]()) as { action?: unknown };
      if (!route.action) return; // a page without a form
      const { names, handRead, intents } = formOf(file);
      const anonymous = name.startsWith("_sign-in+");
      const failures: string[] = [];
      // Every field hostile at once; then each hand-read field alone.
      const posts = [
        ...HOSTILE.map(([label, value]) => ({ label, value, fields: names })),
        ...handRead.flatMap((field) => HOSTILE.map(([label, value]) => ({ label: `${field} alone: ${label}`, value, fields: [field] }))),
      ];
      for (const intent of [undefined, ...intents]) {
        for (const { label, value, fields } of posts) {
          const body = new URLSearchParams(fields.map((field) => [field, value]));
          if (intent) body.set("intent", intent);
          const url = `${urlOf(file, params)}?${new URLSearchParams({ editId: value, warehouseId: value })}`;
          try {
            const { status } = await call(route.action, url, {
              method: "POST",
              params,
              headers: anonymous ? {} : { Cookie: cookie },
              body,
            });
            if (status >= 500) failures.push(`intent ${intent ?? "(none)"}, ${label}: ${status}`);
          } catch (error) {
            failures.push(`intent ${intent ?? "(none)"}, ${label}: threw ${(error as Error).message.slice(0, 200)}`);
          }
        }
      }
      expect(failures).toEqual([]);
      const [row] = (await app.db.raw("select coalesce(sum(debit), 0) - coalesce(sum(credit), 0) as net from journal_lines")).rows;
      expect(Number(row.net)).toBe(0);
    });
  }
});
