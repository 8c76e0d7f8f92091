// Company Preferences' default payment terms (issue 29 item 5, ADR 0070) as the forms open: New
// Customer and Create Invoice start on the customer default, New Vendor and Enter Bill on the vendor
// default; a customer's or vendor's own term wins on a document; the user may change it (the saved
// record keeps what was posted); a company without defaults opens them on no term.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Company } from "../../app/modules/companies/companies.server";
import * as newCustomer from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.new";
import * as newVendor from "../../app/routes/company.$companyId.dashboard+/_vendors+/vendors.new-vendor";
import * as createInvoice from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.create-invoice";
import * as cashSale from "../../app/routes/company.$companyId.dashboard+/_sales+/customers.new-cash-sale";
import * as enterBill from "../../app/routes/company.$companyId.dashboard+/_purchases+/vendors.enter-bill";
import { call, startTestApp, type TestApp } from "../support/app";
import { companyOf, signedInOwner } from "../support/books";

let app: TestApp;
let cookie: string;
let company: Company;
let plain: Company;
let net30: number;
let net15: number;
let net60: number;

beforeAll(async () => {
  app = await startTestApp();
  const owner = await signedInOwner(app.db, { fields: { companyName: "Terms Books" } });
  ({ cookie, company } = owner);
  plain = await companyOf(app.db, owner.user.id, { companyName: "No Defaults" });
  const term = async (name: string, days: number) =>
    (await app.db("paymentTerms").insert({ companyId: company.id, name, type: "fixed", netDueIn: days }).returning("id"))[0].id as number;
  net30 = await term("Net 30", 30);
  net15 = await term("Net 15", 15);
  net60 = await term("Net 60", 60);
  await app.db("companies").where({ id: company.id }).update({ defaultCustomerPaymentTermId: net30, defaultVendorPaymentTermId: net15 });
});
afterAll(() => app?.cleanup());

/** The form a screen opens with, as its loader hands it to the page. */
async function opened(route: { loader: unknown }, path: string, of: Company = company) {
  const response = await call(route.loader, `/company/${of.id}/dashboard/${path}`, {
    params: { companyId: String(of.id) },
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe("the company's default payment terms", () => {
  it("preselect the customer default on New Customer and Create Invoice", async () => {
    expect((await opened(newCustomer, "customers/new")).values.paymentTermId).toBe(String(net30));
    expect((await opened(createInvoice, "customers/create-invoice")).view.values.paymentTermId).toBe(String(net30));
  });

  it("preselect the vendor default on New Vendor and Enter Bill", async () => {
    expect((await opened(newVendor, "vendors/new-vendor")).values.paymentTermId).toBe(String(net15));
    expect((await opened(enterBill, "vendors/enter-bill")).view.values.paymentTermId).toBe(String(net15));
  });

  it("give way to a customer's own term on an invoice opened for that customer", async () => {
    const [customer] = await app
      .db("customers")
      .insert({ companyId: company.id, customerId: "OWN-1", customerName: "Own Terms Ltd", paymentTermId: net60 })
      .returning("id");
    const form = await opened(createInvoice, `customers/create-invoice?customerId=${customer.id}`);
    expect(form.view.values.paymentTermId).toBe(String(net60));
  });

  it("fill in when a customer or vendor without its own term is chosen (Update without JavaScript)", async () => {
    const [customer] = await app
      .db("customers")
      .insert({ companyId: company.id, customerId: "NONE-1", customerName: "No Terms Ltd" })
      .returning("id");
    const [vendor] = await app
      .db("vendors")
      .insert({ companyId: company.id, vendorId: "NONE-2", vendorName: "No Terms Supply" })
      .returning("id");
    const update = async (route: { action: unknown }, path: string, fields: Record<string, string>) => {
      const response = await call(route.action, `/company/${company.id}/dashboard/${path}`, {
        method: "POST",
        params: { companyId: String(company.id) },
        headers: { Cookie: cookie },
        body: new URLSearchParams({ intent: "refresh", paymentTermId: "", ...fields }),
      });
      return (await response.json()).values.paymentTermId;
    };
    expect(await update(createInvoice, "customers/create-invoice", { customerId: String(customer.id) })).toBe(String(net30));
    expect(await update(enterBill, "vendors/enter-bill", { vendorId: String(vendor.id) })).toBe(String(net15));
  });

  it("are not put on a form that has no terms (a cash sale)", async () => {
    expect((await opened(cashSale, "customers/new-cash-sale")).view.values.paymentTermId).toBe("");
  });

  it("leave the forms on no term for a company that set none", async () => {
    expect((await opened(newCustomer, "customers/new", plain)).values.paymentTermId).toBe("");
    expect((await opened(newVendor, "vendors/new-vendor", plain)).values.paymentTermId).toBe("");
    expect((await opened(createInvoice, "customers/create-invoice", plain)).view.values.paymentTermId).toBe("");
    expect((await opened(enterBill, "vendors/enter-bill", plain)).view.values.paymentTermId).toBe("");
  });
});
