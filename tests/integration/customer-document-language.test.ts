// A customer's own document language (ADR 0087): an English company's Spanish customer gets its
// invoice and its statement in Spanish (read back from the PDFs the Print and PDF links download),
// the company's own text for Spanish where it has one; the vendor statement prints in the company's
// language. The field round-trips through the API and the customers' CSV; a bad value is refused
// with its message and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { CUSTOMER_CSV } from "../../app/modules/customers/csv.server";
import { customerService, type Customer } from "../../app/modules/customers/customers.server";
import { customerUpdateSchema } from "../../app/modules/customers/schema";
import { importParties, parsePartiesCsv, partiesCsv, planPartyImport } from "../../app/modules/parties/csv.server";
import { DOCUMENT_LANGUAGE_MESSAGE } from "../../app/modules/parties/schema";
import { partyStatementPdf, VENDOR_STATEMENT_WORDS } from "../../app/modules/reports/statement-pdf.server";
import { companyDocumentWords, saveTranslation } from "../../app/modules/translation/translation.server";
import type { Cents } from "../../app/lib/money";
import * as companies from "../../app/routes/api+/company._index";
import * as customersApi from "../../app/routes/api+/customer.customers._index";
import * as customerApi from "../../app/routes/api+/customer.customers.$id";
import * as clientStatement from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.customers-receivable.client-statement[.]pdf";
import { apiCaller, signUp } from "../support/api-client";
import { call, startTestApp, type TestApp } from "../support/app";
import { companyFields } from "../support/company-fields";
import { invoicedCompany, salesDocumentPdfText } from "../support/invoiced-company";
import { readPdf } from "../support/pdf-text";

let app: TestApp;
let ctx: CompanyContext;
let owner: string;
let customerId: number;
let invoiceId: number;

const params = () => ({ companyId: String(ctx.companyId) });

async function pdfTexts(response: Response) {
  expect(response.status).toBe(200);
  const { pages } = await readPdf(await response.arrayBuffer());
  return pages.flatMap((p) => p.texts.map((t) => t.text));
}

const invoiceText = () => salesDocumentPdfText(ctx.companyId, invoiceId, owner);

const statementText = async () =>
  pdfTexts(
    await call(
      clientStatement.loader,
      `/company/${ctx.companyId}/dashboard/reports/customers-receivable/client-statement.pdf?customerId=${customerId}&from=2026-11-01&to=2026-11-30`,
      { params: params(), headers: { Cookie: owner } },
    ),
  );

async function setLanguage(language: string | null) {
  const current = await customerService.get(app.db, ctx.companyId, customerId);
  const input = customerUpdateSchema.parse({
    ...customerService.updatePayload(current),
    version: current.version,
    documentLanguage: language,
  });
  return customerService.update(app.db, ctx, customerId, input);
}

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, owner, customerId, invoiceId } = await invoicedCompany(app.db, "Lingo Co", { customerId: "ANA", customerName: "Ana's Tapas" }));
});
afterAll(() => app?.cleanup());

describe("a customer's document language", () => {
  it("prints a Spanish customer's invoice and statement in Spanish while the company stays English", async () => {
    expect((await customerService.get(app.db, ctx.companyId, customerId)).documentLanguage).toBeNull();
    expect(await invoiceText()).toEqual(expect.arrayContaining(["INVOICE", "BILL TO", "Balance Due"]));
    expect(await statementText()).toEqual(expect.arrayContaining(["Statement", "To:", "Balance forward", "Invoice", "Balance Due"]));

    expect((await setLanguage("es")).documentLanguage).toBe("es");
    const invoice = await invoiceText();
    expect(invoice).toEqual(expect.arrayContaining(["FACTURA", "Factura n.º", "FACTURAR A", "Descripción", "Importe", "Saldo pendiente"]));
    expect(invoice).not.toContain("Balance Due");

    const statement = await statementText();
    expect(statement).toEqual(
      expect.arrayContaining([
        "Estado de cuenta",
        "Para:",
        "Fecha",
        "Tipo",
        "Número",
        "Cargo",
        "Abono",
        "Saldo",
        "Saldo anterior",
        "Factura",
        "Saldo pendiente",
        "Partidas abiertas al 11/30/2026",
        "Vence",
        "Pendiente",
      ]),
    );
    expect(statement).not.toContain("Balance forward");
    expect(statement).not.toContain("Statement");
    // The company's own documents language is untouched: nothing was saved for it.
    expect(await app.db("documentTranslations").where({ companyId: ctx.companyId })).toEqual([]);
  });

  it("prints the company's own text for the customer's language where it has one", async () => {
    await saveTranslation(app.db, ctx, { language: "es", labels: { balanceDue: "Total a pagar", statement: "Extracto" } });
    await saveTranslation(app.db, ctx, { language: "en" });
    expect(await invoiceText()).toEqual(expect.arrayContaining(["FACTURA", "Total a pagar"]));
    expect(await statementText()).toEqual(expect.arrayContaining(["Extracto", "Saldo anterior"]));

    // Back to the company's language (null): English, the company's choice.
    expect((await setLanguage("")).documentLanguage).toBeNull();
    expect(await invoiceText()).toEqual(expect.arrayContaining(["INVOICE", "Balance Due"]));
  });

  it("prints the vendor statement in the company's language", async () => {
    await saveTranslation(app.db, ctx, { language: "de" });
    const words = await companyDocumentWords(app.db, ctx.companyId);
    const line = { entryId: 1, date: "2026-11-02", number: "B-1", memo: "", drill: { entry: 1 } };
    const pdf = await partyStatementPdf(
      "Lingo Co",
      { from: "2026-11-01", to: "2026-11-30" },
      {
        partyId: 1,
        partyName: "Paper Mill",
        subtitle: "",
        balanceForward: 0 as Cents,
        lines: [
          { ...line, type: "Bill", charge: 5000 as Cents, credit: 0 as Cents, balance: 5000 as Cents },
          { ...line, type: "Pay Bill", charge: 0 as Cents, credit: 2000 as Cents, balance: 3000 as Cents },
        ],
        closing: 3000 as Cents,
        open: [],
      },
      VENDOR_STATEMENT_WORDS,
      words,
    );
    const texts = (await readPdf(pdf)).pages.flatMap((p) => p.texts.map((t) => t.text));
    expect(texts).toEqual(
      expect.arrayContaining([
        "Lieferantenkontoauszug",
        "Lieferant:",
        "Saldovortrag",
        "Eingangsrechnung",
        "Rechnungszahlung",
        "Offener Betrag",
      ]),
    );
    expect(texts).toContain("11/01/2026 bis 11/30/2026");
    await saveTranslation(app.db, ctx, { language: "en" });
  });

  it("round-trips through the customers' CSV, and refuses an unknown language by row", async () => {
    await setLanguage("pt");
    const text = await partiesCsv(CUSTOMER_CSV, app.db, ctx.companyId);
    const [header, row] = text.trim().split(/\r?\n/);
    const cells = header.split(",");
    expect(cells).toContain("Document Language");
    expect(row.split(",")[cells.indexOf("Document Language")]).toBe("Portuguese");

    const other = await invoicedCompany(app.db, "Second Co", { customerId: "ZED", customerName: "Zed" });
    const imported = await importParties(CUSTOMER_CSV, app.db, other.ctx, parsePartiesCsv(CUSTOMER_CSV, text));
    const copy = (await customerService.get(app.db, other.ctx.companyId, imported.ids[0])) as Customer;
    expect([copy.customerId, copy.documentLanguage]).toEqual(["ANA", "pt"]);

    const bad = "Customer ID,Customer Name,Document Language\nNEW1,New One,es\nNEW2,New Two,Klingon\nNEW3,New Three,\n";
    const plan = await planPartyImport(CUSTOMER_CSV, app.db, other.ctx.companyId, parsePartiesCsv(CUSTOMER_CSV, bad));
    expect(plan.errors).toEqual([expect.stringMatching(/^row 3: .*Document language must be one of: en, es, fr, de, pt/)]);
  });
});

describe("the customer API's document language", () => {
  let token: string;
  let companyId: number;
  const hit = apiCaller(() => token);

  beforeAll(async () => {
    token = (await signUp("language-owner@example.com")).token;
    companyId = (await hit(companies.action, "/api/company", { method: "POST", body: companyFields() })).body.data.id;
  });

  it("takes and answers the field; empty is the company's; an unknown language is a 400 that changes nothing", async () => {
    const created = await hit(customersApi.action, "/api/customer/customers", {
      method: "POST",
      body: { companyId, customerId: "FR-1", customerName: "Chez Marie", documentLanguage: "fr" },
    });
    expect(created.status).toBe(201);
    expect(created.body.customer.documentLanguage).toBe("fr");
    const id = created.body.customer.id;
    const path = `/api/customer/customers/${id}`;
    const version = () => hit(customerApi.loader, path, { params: { id } }).then((r) => r.body.customer.version);

    const refused = await hit(customerApi.action, path, {
      method: "PUT",
      params: { id },
      body: { documentLanguage: "xx", version: await version() },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(DOCUMENT_LANGUAGE_MESSAGE);
    expect((await hit(customerApi.loader, path, { params: { id } })).body.customer.documentLanguage).toBe("fr");

    const german = await hit(customerApi.action, path, {
      method: "PUT",
      params: { id },
      body: { documentLanguage: "DE", version: await version() },
    });
    expect(german.status).toBe(200);
    expect(german.body.customer.documentLanguage).toBe("de");
    // A PUT that leaves the field out keeps it.
    const renamed = await hit(customerApi.action, path, {
      method: "PUT",
      params: { id },
      body: { customerName: "Chez Marie SA", version: await version() },
    });
    expect(renamed.body.customer.documentLanguage).toBe("de");
    const emptied = await hit(customerApi.action, path, {
      method: "PUT",
      params: { id },
      body: { documentLanguage: "", version: await version() },
    });
    expect(emptied.body.customer.documentLanguage).toBeNull();

    const badCreate = await hit(customersApi.action, "/api/customer/customers", {
      method: "POST",
      body: { companyId, customerId: "X-1", customerName: "Nobody", documentLanguage: 7 },
    });
    expect(badCreate.status).toBe(400);
    expect(JSON.stringify(badCreate.body)).toContain(DOCUMENT_LANGUAGE_MESSAGE);
  });
});
