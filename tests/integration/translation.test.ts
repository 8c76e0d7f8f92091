// Settings › Translation: the document language and the company's own label text change what an
// invoice's PDF prints (read back from the PDF the Print link downloads); owners and admins only,
// on the screen and over the API; each save is in the activity log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSLATION_MESSAGES } from "../../app/modules/translation/schema";
import * as translationApi from "../../app/routes/api+/company.$companyId.translation";
import * as screen from "../../app/routes/company.$companyId.dashboard+/settings.translation";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { call, startTestApp, type TestApp } from "../support/app";
import { invoicedCompany, salesDocumentPdfText } from "../support/invoiced-company";

let app: TestApp;
let ctx: CompanyContext;
let owner: string;
let keeper: string;
let invoiceId: number;

const params = () => ({ companyId: String(ctx.companyId) });
const screenPath = () => `/company/${ctx.companyId}/dashboard/settings/translation`;

/** The invoice's PDF as its Print link downloads it: every text run of its pages. */
const invoiceText = () => salesDocumentPdfText(ctx.companyId, invoiceId, owner);

const post = (fields: Record<string, string>, who = owner) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return call(screen.action, screenPath(), { method: "POST", params: params(), headers: { Cookie: who }, body: form });
};

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, owner, keeper, invoiceId } = await invoicedCompany(app.db, "Lingo Co", { customerId: "ANA", customerName: "Ana's Tapas" }));
});
afterAll(() => app?.cleanup());

describe("Settings › Translation", () => {
  it("prints the invoice in English until Spanish is chosen, then in Spanish", async () => {
    const english = await invoiceText();
    expect(english).toEqual(expect.arrayContaining(["INVOICE", "Invoice No.", "BILL TO", "Description", "Amount", "Total", "Balance Due"]));

    const saved = await post({ intent: "language", language: "es" });
    expect(saved.status).toBe(302);
    const spanish = await invoiceText();
    expect(spanish).toEqual(
      expect.arrayContaining([
        "FACTURA",
        "Factura n.º",
        "Fecha de factura",
        "Vencimiento",
        "FACTURAR A",
        "Descripción",
        "Importe",
        "Saldo pendiente",
      ]),
    );
    expect(spanish).not.toContain("Balance Due");
    expect(spanish).not.toContain("BILL TO");

    const shown = await (await call(screen.loader, screenPath(), { params: params(), headers: { Cookie: owner } })).json();
    expect(shown.translation.language).toBe("es");
    expect(shown.translation.labels.find((l: { key: string }) => l.key === "balanceDue")).toEqual({
      key: "balanceDue",
      english: "Balance Due",
      builtIn: "Saldo pendiente",
      own: "",
    });
  });

  it("prints the company's own text for a label, and the built-in one again once it is emptied", async () => {
    expect((await post({ intent: "labels", "label.balanceDue": "Total a pagar", "label.memo": "" })).status).toBe(302);
    const own = await invoiceText();
    expect(own).toContain("Total a pagar");
    expect(own).not.toContain("Saldo pendiente");
    expect(own).toContain("FACTURA");

    const tooLong = await post({ intent: "labels", "label.balanceDue": "x".repeat(61) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain(TRANSLATION_MESSAGES.tooLong);
    expect(await invoiceText()).toContain("Total a pagar");

    expect((await post({ intent: "labels", "label.balanceDue": "" })).status).toBe(302);
    expect(await invoiceText()).toContain("Saldo pendiente");
  });

  it("refuses a bookkeeper (the settings permission) and an unknown language, changing nothing; logs each save", async () => {
    const refused = await post({ intent: "language", language: "fr" }, keeper);
    expect(refused.status).toBe(403);
    const unknown = await post({ intent: "language", language: "xx" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain(TRANSLATION_MESSAGES.language);
    expect((await app.db("documentTranslations").where({ companyId: ctx.companyId }).first("language")).language).toBe("es");
    const logged = await app.db("activityLog").where({ companyId: ctx.companyId, recordType: "document_translation" }).select("detail");
    expect(logged.map((r) => r.detail)).toContain("Documents in Spanish, 1 label of the company's own");
  });

  it("over the API: reads and saves the language and labels; refuses a bookkeeper", async () => {
    const path = `/api/company/${ctx.companyId}/translation`;
    const put = (body: unknown, who = owner) =>
      call(translationApi.action, path, { method: "PUT", params: params(), headers: { Cookie: who }, body: body as object });
    expect((await put({ language: "de" }, keeper)).status).toBe(403);
    const saved = await put({ language: "de", labels: { total: "Summe" } });
    expect(saved.status).toBe(200);
    expect((await saved.json()).translation.language).toBe("de");
    const got = await (await call(translationApi.loader, path, { params: params(), headers: { Cookie: owner } })).json();
    expect(got.translation.labels.find((l: { key: string }) => l.key === "total")).toMatchObject({ builtIn: "Gesamt", own: "Summe" });
    const text = await invoiceText();
    expect(text).toEqual(expect.arrayContaining(["RECHNUNG", "Rechnungsnr.", "Summe", "RECHNUNG AN"]));
    expect((await put({ labels: { nope: "x" } })).status).toBe(400);
  });
});
