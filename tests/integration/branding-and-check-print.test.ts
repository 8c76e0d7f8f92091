// Settings › Document Branding and Settings › Check Print (issue 29 item 5, ADR 0071): each saved
// on its version (a stale save refused), bad input refused with its message, Settings permission
// only; the branded invoice and statement carry the logo and the accent colour (an unbranded one
// neither); the check PDF prints at the saved stock and offsets; Print Check starts from the
// saved printer, stock and offsets.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDING_MESSAGES } from "../../app/modules/branding/branding";
import { getBranding } from "../../app/modules/branding/branding.server";
import { getCheckPrintDefaults } from "../../app/modules/checks/check-print-settings.server";
import { DEFAULT_LAYOUT, toPagePoints } from "../../app/modules/checks/layout";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { readSalesDocumentPdf } from "../../app/modules/sales/invoice-pdf.server";
import * as brandingApi from "../../app/routes/api+/company.$companyId.document-branding";
import * as checkPrintApi from "../../app/routes/api+/company.$companyId.check-print";
import * as overlay from "../../app/routes/api+/system.generate-pdf-overlay";
import * as brandingScreen from "../../app/routes/company.$companyId.dashboard+/settings.document-branding";
import * as logoRoute from "../../app/routes/company.$companyId.dashboard+/settings.document-branding_.logo";
import * as checkPrintScreen from "../../app/routes/company.$companyId.dashboard+/settings.check-print";
import * as clientStatement from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.customers-receivable.client-statement[.]pdf";
import * as printCheck from "../../app/routes/company.$companyId.dashboard+/_checks+/vendors.print-check/route";
import { call, startTestApp, type TestApp } from "../support/app";
import { invoicedCompany } from "../support/invoiced-company";
import { readPdf } from "../support/pdf-text";
import { png } from "../support/png";

let app: TestApp;
let ctx: CompanyContext;
let owner: string;
let keeper: string;
let invoiceId: number;
let customerId: number;

/** Ann's statement for November as the Customer Statement report's PDF link answers it. */
async function statementPdf() {
  const path = `/company/${ctx.companyId}/dashboard/reports/customers-receivable/client-statement.pdf?customerId=${customerId}&from=2026-11-01&to=2026-11-30`;
  const response = await call(clientStatement.loader, path, { params: params(), headers: { Cookie: owner } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** The images on a PDF's pages and its content streams' text (the colour operators among it). */
async function inspect(bytes: Uint8Array | ArrayBuffer) {
  const doc = await PDFDocument.load(bytes);
  let images = 0;
  let content = "";
  for (const page of doc.getPages()) {
    const xobjects = page.node.Resources()?.lookup(PDFName.of("XObject"));
    if (xobjects && "entries" in xobjects) {
      for (const [, ref] of (xobjects as unknown as { entries(): [unknown, unknown][] }).entries()) {
        const object = doc.context.lookup(ref as never);
        if (object instanceof PDFRawStream && String(object.dict.get(PDFName.of("Subtype"))) === "/Image") images++;
      }
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const s of streams) if (s instanceof PDFRawStream) content += Buffer.from(decodePDFRawStream(s).decode()).toString("latin1");
  }
  return { images, content };
}

const RED = "1 0 0 rg";

const params = () => ({ companyId: String(ctx.companyId) });
const brandingPath = () => `/company/${ctx.companyId}/dashboard/settings/document-branding`;
const checkPrintPath = () => `/company/${ctx.companyId}/dashboard/settings/check-print`;

function brandingForm(fields: Record<string, string>, logo?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (logo) form.set("logo", new File([new Uint8Array(logo.bytes)], logo.name, { type: logo.type }));
  return form;
}
const saveBrandingScreen = (form: FormData, who = owner) =>
  call(brandingScreen.action, brandingPath(), { method: "POST", params: params(), headers: { Cookie: who }, body: form });

beforeAll(async () => {
  app = await startTestApp();
  ({ ctx, owner, keeper, customerId, invoiceId } = await invoicedCompany(app.db, "Brand Co", {
    customerId: "ANN",
    customerName: "Ann's Bakery",
  }));
});
afterAll(() => app?.cleanup());

describe("Settings › Document Branding", () => {
  it("prints an unbranded invoice until branding is saved, then the logo and the accent colour", async () => {
    const plain = await inspect((await readSalesDocumentPdf(app.db, ctx.companyId, invoiceId, "2026-11-02")).pdf);
    expect(plain.images).toBe(0);
    expect(plain.content).not.toContain(RED);
    const plainStatement = await inspect(await statementPdf());
    expect([plainStatement.images, plainStatement.content.includes(RED)]).toEqual([0, false]);

    const saved = await saveBrandingScreen(
      brandingForm(
        { accentColor: "#FF0000", onSalesDocuments: "on", onStatements: "on", onCheckStubs: "on", version: "1", intent: "save" },
        { bytes: png(), name: "logo.png", type: "image/png" },
      ),
    );
    expect(saved.status).toBe(302);
    const branding = await getBranding(app.db, ctx.companyId);
    expect(branding).toMatchObject({ accentColor: "#ff0000", logo: { type: "image/png" }, version: 2 });

    const branded = await inspect((await readSalesDocumentPdf(app.db, ctx.companyId, invoiceId, "2026-11-02")).pdf);
    expect(branded.images).toBe(1);
    expect(branded.content).toContain(RED);
    const brandedStatement = await inspect(await statementPdf());
    expect([brandedStatement.images, brandedStatement.content.includes(RED)]).toEqual([1, true]);

    // The screen shows it back: the loader's branding and the preview's image.
    const screen = await call(brandingScreen.loader, brandingPath(), { params: params(), headers: { Cookie: owner } });
    expect((await screen.json()).branding).toMatchObject({ accentColor: "#ff0000", onSalesDocuments: true, version: 2 });
    const preview = await call(logoRoute.loader, `${brandingPath()}/logo`, { params: params(), headers: { Cookie: owner } });
    expect(preview.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(png());
  });

  it("refuses a stale save, a bad colour, a file that is not an image and a logo too large, each with its message", async () => {
    const current = (await getBranding(app.db, ctx.companyId)).version;
    const fields = (over: Record<string, string>) => ({
      accentColor: "#00ff00",
      onSalesDocuments: "on",
      version: String(current),
      ...over,
    });
    const stale = await saveBrandingScreen(brandingForm(fields({ version: String(current - 1) })));
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toBe("This document branding was changed by someone else. Reload to see the changes.");

    const colour = await saveBrandingScreen(brandingForm(fields({ accentColor: "reddish" })));
    expect(colour.status).toBe(400);
    expect(await colour.json()).toMatchObject({ error: BRANDING_MESSAGES.badColor, fields: { accentColor: [BRANDING_MESSAGES.badColor] } });

    // Named and typed as a PNG, but its bytes are text: refused by what it is.
    const text = new TextEncoder().encode("not really an image");
    const notImage = await saveBrandingScreen(brandingForm(fields({}), { bytes: text, name: "logo.png", type: "image/png" }));
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).error).toBe(BRANDING_MESSAGES.notImage);

    const big = new Uint8Array(600 * 1024);
    big.set(png().subarray(0, 8));
    const tooLarge = await saveBrandingScreen(brandingForm(fields({}), { bytes: big, name: "big.png", type: "image/png" }));
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).error).toBe(BRANDING_MESSAGES.tooLarge);

    // A PNG's signature on a broken image: the PDF library could not draw it.
    const broken = await saveBrandingScreen(brandingForm(fields({}), { bytes: png().subarray(0, 40), name: "x.png", type: "image/png" }));
    expect((await broken.json()).error).toBe(BRANDING_MESSAGES.unreadable);

    // Nothing of these was saved.
    expect(await getBranding(app.db, ctx.companyId)).toMatchObject({ accentColor: "#ff0000", version: current });
  });

  it("over the API: reads the logo back in base64, turns statements off, removes the logo; refuses a bookkeeper", async () => {
    const path = `/api/company/${ctx.companyId}/document-branding`;
    const got = await call(brandingApi.loader, path, { params: params(), headers: { Cookie: owner } });
    const { branding } = await got.json();
    expect(Buffer.from(branding.logo.contentBase64, "base64")).toEqual(Buffer.from(png()));

    const refused = await call(brandingApi.action, path, {
      method: "PUT",
      params: params(),
      headers: { Cookie: owner },
      body: { ...branding, logo: { contentBase64: Buffer.from("GIF89a...").toString("base64") } },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(BRANDING_MESSAGES.notImage);

    const removed = await call(brandingApi.action, path, {
      method: "PUT",
      params: params(),
      headers: { Cookie: owner },
      body: {
        accentColor: "#ff0000",
        onSalesDocuments: false,
        onStatements: true,
        onCheckStubs: true,
        version: branding.version,
        logo: null,
      },
    });
    expect(removed.status).toBe(200);
    expect((await removed.json()).branding).toMatchObject({ logo: null, onSalesDocuments: false, version: branding.version + 1 });
    // Sales documents turned off: the invoice is plain again.
    const plain = await inspect((await readSalesDocumentPdf(app.db, ctx.companyId, invoiceId, "2026-11-02")).pdf);
    expect([plain.images, plain.content.includes(RED)]).toEqual([0, false]);

    for (const [handler, method] of [
      [brandingApi.loader, "GET"],
      [brandingApi.action, "PUT"],
    ] as const) {
      const denied = await call(handler, path, {
        method,
        params: params(),
        headers: { Cookie: keeper },
        ...(method === "PUT"
          ? { body: { accentColor: null, onSalesDocuments: true, onStatements: true, onCheckStubs: true, version: 9 } }
          : {}),
      });
      expect(denied.status).toBe(403);
    }
    const screen = await call(brandingScreen.loader, brandingPath(), { params: params(), headers: { Cookie: keeper } });
    expect(screen.status).toBe(403);
    const save = await saveBrandingScreen(brandingForm({ accentColor: "", version: "9" }), keeper);
    expect(save.status).toBe(403);
  });
});

describe("Settings › Check Print", () => {
  const form = (fields: Record<string, string | string[]>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) f.append(k, one);
    return f;
  };
  const save = (fields: Record<string, string | string[]>, who = owner) =>
    call(checkPrintScreen.action, checkPrintPath(), { method: "POST", params: params(), headers: { Cookie: who }, body: form(fields) });

  it("saves the stock, printer, offsets and stub choices on the version read, and refuses a stale or bad save", async () => {
    const loaded = await call(checkPrintScreen.loader, checkPrintPath(), { params: params(), headers: { Cookie: owner } });
    expect((await loaded.json()).defaults).toMatchObject({ stock: "voucher-top", printer: "", offsetX: 0, offsetY: 0, version: 1 });
    const ok = await save({
      stock: "voucher-middle",
      printer: "Office Laser",
      offsetX: "10",
      offsetY: "-5",
      stub: ["vendorName", "totalPayment"],
      version: "1",
    });
    expect(ok.status).toBe(302);
    expect(await getCheckPrintDefaults(app.db, ctx.companyId)).toMatchObject({
      stock: "voucher-middle",
      printer: "Office Laser",
      offsetX: 10,
      offsetY: -5,
      version: 2,
    });
    const stale = await save({ stock: "voucher-top", printer: "", offsetX: "0", offsetY: "0", version: "1" });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toBe("This check print setting was changed by someone else. Reload to see the changes.");
    const bad = await save({ stock: "voucher-top", printer: "", offsetX: "250", offsetY: "0", version: "2" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.offsetX).toEqual(["Horizontal offset must be a whole number from -100 to 100"]);
    expect(await save({ stock: "voucher-top", offsetX: "0", offsetY: "0", version: "2" }, keeper).then((r) => r.status)).toBe(403);

    // The API reads the same, stubs included.
    const api = await call(checkPrintApi.loader, `/api/company/${ctx.companyId}/check-print`, {
      params: params(),
      headers: { Cookie: owner },
    });
    expect((await api.json()).checkPrint).toMatchObject({
      stock: "voucher-middle",
      offsetX: 10,
      stubFieldVisibility: { vendorName: true, billNumber: false, totalPayment: true },
      showStubTitles: false,
    });
  });

  it("prints the check at the saved stock and offsets", async () => {
    const response = await call(overlay.action, "/api/system/generate-pdf-overlay", {
      method: "POST",
      headers: { Cookie: owner },
      body: { companyId: ctx.companyId, formData: { date: "2026-04-01", payee: "Offset Supplies", amount: "12.00", memo: "m" } },
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { pages } = await readPdf(bytes);
    // Branding stays on check stubs (the accent on the tear line; the logo was removed above).
    expect((await inspect(bytes)).content).toContain("1 0 0 RG");
    const payee = pages[0].texts.find((t) => t.text === "Offset Supplies")!;
    // Middle stock: the check starts below the first stub (270 pt); +10 px right, -5 px up.
    const box = toPagePoints({ ...DEFAULT_LAYOUT.payee, x: DEFAULT_LAYOUT.payee.x + 10, y: DEFAULT_LAYOUT.payee.y - 5 });
    expect(payee.x).toBeCloseTo(box.x, 1);
    expect(792 - payee.y).toBeGreaterThan(270 + box.y);
    expect(792 - payee.y).toBeLessThan(270 + box.y + box.height);
  });

  it("Print Check starts from the saved stock and offsets, and from the saved printer only when it is listed", async () => {
    const path = `/company/${ctx.companyId}/dashboard/vendors/print-check`;
    const loaded = await (await call(printCheck.loader, path, { params: params(), headers: { Cookie: owner } })).json();
    expect(loaded.placement).toEqual({ stock: "voucher-middle", offsetX: 10, offsetY: -5 });
    // "Office Laser" reports from no daemon here: the first printer listed (none) is picked.
    expect(loaded.defaultPrinter).toBe(loaded.printers[0]?.name ?? "");
    // A print's own choice wins over the defaults (a reload keeps it).
    const chosen = await (
      await call(printCheck.loader, `${path}?stock=voucher-bottom&offsetX=-3`, { params: params(), headers: { Cookie: owner } })
    ).json();
    expect(chosen.placement).toEqual({ stock: "voucher-bottom", offsetX: -3, offsetY: -5 });
  });
});
