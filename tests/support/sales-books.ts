// What an invoices test's company sells from, made through the app, the same in every company it is
// given to (so a file naming them by number and name means the same in each): income, inventory,
// Cost of Goods Sold, sales tax and discount accounts; a Net 30 term; the State tax rate (8.25 %);
// customers ANN (Net 30), SCH (tax exempt) and OLD (inactive); the items Widget (inventory, 10 on
// hand bought at 3.00), Consulting (a service) and Favour (sold by nobody); a sales person.
import type { Knex } from "knex";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { DOCUMENT_SCHEMAS } from "../../app/modules/purchases/schema";
import { createSupportItem } from "../../app/modules/support-lists/support-lists.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { makeAccounts } from "./books";

/** The State sales tax rate (8.25 %, paid to State Revenue) owed on `liabilityAccountId`: its id. */
export async function giveStateTaxRate(db: Knex, companyId: number, liabilityAccountId: number): Promise<number> {
  const [rate] = await db("salesTaxRates")
    .insert({ companyId, name: "State", rate: "8.2500", agency: "State Revenue", liabilityAccountId })
    .returning("id");
  return rate.id;
}

/**
 * The items an invoice sells: Widget (inventory, 10.00, taxable), Consulting (a service, 50.00)
 * and Favour (sold by nobody): their ids.
 */
export async function giveSalesItems(db: Knex, companyId: number, ids: Record<"sales" | "stock" | "cogs" | "services", number>) {
  const base = { companyId, sells: true };
  const [widget, consulting, favour] = await db("items")
    .insert([
      {
        ...base,
        itemType: "inventory",
        name: "Widget",
        salesPrice: "10.00",
        salesDescription: "Blue widget",
        incomeAccountId: ids.sales,
        assetAccountId: ids.stock,
        cogsAccountId: ids.cogs,
        taxable: true,
      },
      { ...base, itemType: "service", name: "Consulting", salesPrice: "50.00", incomeAccountId: ids.services, taxable: false },
      { ...base, itemType: "service", name: "Favour", sells: false, taxable: false },
    ])
    .returning("id");
  return { widget: widget.id as number, consulting: consulting.id as number, favour: favour.id as number };
}

export async function giveSalesLists(db: Knex, ctx: CompanyContext) {
  const ids = await makeAccounts(db, ctx, {
    stock: ["Inventory Asset", "1300", "Inventory"],
    taxPayable: ["Current Liability", "2020", "Sales Tax Payable"],
    sales: ["Income", "4000", "Sales"],
    services: ["Income", "4100", "Services"],
    discounts: ["Income", "4900", "Discounts Given"],
    cogs: ["Cost of Goods Sold", "5000", "Cost of Goods Sold"],
    rent: ["Expense", "6100", "Rent"],
  });
  const { companyId } = ctx;
  const term = await createSupportItem(db, ctx, "payment-terms", { name: "Net 30", netDueIn: "30" });
  await giveStateTaxRate(db, companyId, ids.taxPayable);
  await db("salesPersons").insert({ companyId, salesPersonName: "Sam Seller", email: "sam@example.com", phone: "555-0100" });
  const customer = (fields: Record<string, unknown>) => customerService.create(db, ctx, customerCreateSchema.parse(fields));
  await customer({ customerId: "ANN", customerName: "Ann's Bakery", paymentTermId: String(term.item.id) });
  await customer({ customerId: "SCH", customerName: "School", taxExempt: true });
  await customer({ customerId: "OLD", customerName: "Old Customer", active: false });
  const { widget } = await giveSalesItems(db, companyId, ids);
  // 10 widgets bought at 3.00: on hand 10, worth 30.00.
  const acme = await createVendor(db, ctx, vendorCreateSchema.parse({ vendorId: "ACME", vendorName: "Acme" }));
  await createPurchaseDocument(
    db,
    ctx,
    "bill",
    DOCUMENT_SCHEMAS.bill.parse({
      vendorId: acme.id,
      date: "2026-09-01",
      itemRecords: [{ itemId: widget, itemType: "inventory", quantity: "10", unitPrice: "3.00" }],
    }) as never,
  );
  return ids;
}
