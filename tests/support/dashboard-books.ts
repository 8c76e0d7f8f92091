// A busy company's books for the dashboard, made through the app's services, dated relative to
// `today` so that a dashboard opened on that day has something in every widget: the banking books
// (tests/support/banking-books.ts: checking, savings, a card, a cash box, customers Ann and Bob, a
// vendor Acme) plus ten expense accounts, three more vendors and a customer, two service items;
// invoices and bills over this fiscal year and the last (some paid, some overdue, some due within
// the week), card charges and cash expenses. The integration test, the end-to-end test's server
// data, the README's screenshot (scripts/dashboard-screenshot.ts) and the benchmark use it.
import type { Knex } from "knex";
import { addDaysIso, addMonthsIso } from "../../app/lib/dates";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { customerCreateSchema } from "../../app/modules/customers/schema";
import { customerService } from "../../app/modules/customers/customers.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS, type DocumentKind } from "../../app/modules/purchases/schema";
import { receivePaymentSchema } from "../../app/modules/sales/customer-payment-schema";
import { createSalesDocument, type SalesDocumentInput } from "../../app/modules/sales/documents.server";
import { SALES_KIND } from "../../app/modules/sales/kinds";
import { receivePayment } from "../../app/modules/sales/receive-payment.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { giveBankingBooks } from "./banking-books";
import { makeAccounts } from "./books";

export async function giveDashboardBooks(db: Knex, ctx: CompanyContext, today: string) {
  const books = await giveBankingBooks(db, ctx);
  const expenses = await makeAccounts(db, ctx, {
    utilities: ["Expense", "6300", "Utilities"],
    supplies: ["Expense", "6400", "Office Supplies"],
    advertising: ["Expense", "6500", "Advertising"],
    travel: ["Expense", "6600", "Travel"],
    insurance: ["Expense", "6700", "Insurance"],
    telephone: ["Expense", "6800", "Telephone"],
    repairs: ["Expense", "6900", "Repairs"],
    software: ["Expense", "7000", "Software"],
    meals: ["Expense", "7100", "Meals"],
    services: ["Income", "4100", "Services"],
  });
  const { companyId } = ctx;
  const vendor = async (vendorId: string, vendorName: string) =>
    (await createVendor(db, ctx, vendorCreateSchema.parse({ vendorId, vendorName }))).id;
  const vendors = {
    acme: books.acme,
    power: await vendor("POWER", "City Power"),
    lease: await vendor("LEASE", "Main Street Leasing"),
    print: await vendor("PRINT", "Print Shop"),
  };
  const carol = (await customerService.create(db, ctx, customerCreateSchema.parse({ customerId: "CAROL", customerName: "Carol's Cafe" })))
    .id;
  const customers = { ann: books.ann, bob: books.bob, carol };
  const [consulting, design] = await db("items")
    .insert([
      {
        companyId,
        itemType: "service",
        name: "Consulting",
        sells: true,
        salesPrice: "120.00",
        incomeAccountId: books.sales,
        taxable: false,
      },
      {
        companyId,
        itemType: "service",
        name: "Design",
        sells: true,
        salesPrice: "80.00",
        incomeAccountId: expenses.services,
        taxable: false,
      },
    ])
    .returning("id");

  const day = (monthsBack: number, dayOffset = 0) => addDaysIso(addMonthsIso(today, -monthsBack), dayOffset);
  const purchase = (kind: DocumentKind, body: Record<string, unknown>) =>
    createPurchaseDocument(db, ctx, kind, DOCUMENT_SCHEMAS[kind].parse(body) as never);
  const invoice = (customerId: number, date: string, dueDate: string, rows: [number, string, string][]) =>
    createSalesDocument(
      db,
      ctx,
      "invoice",
      SALES_KIND.invoice.schema.parse({
        customerId,
        date,
        dueDate,
        itemRecords: rows.map(([itemId, quantity, unitPrice]) => ({ itemId, itemType: "service", quantity, unitPrice })),
      }) as SalesDocumentInput,
    );

  // Thirteen months back to now: each month an invoice paid into checking, a rent bill paid from
  // it and cash expenses; card charges in the last three months (the card's limit is 500.00).
  for (let back = 13; back >= 1; back--) {
    const date = day(back, 0);
    const first = await invoice(customers.ann, date, addDaysIso(date, 30), [
      [consulting.id, String(8 + (back % 5)), "120.00"],
      [design.id, String(2 + (back % 3)), "80.00"],
    ]);
    await receivePayment(
      db,
      ctx,
      receivePaymentSchema.parse({
        customerId: customers.ann,
        depositToAccountId: books.checking,
        date: addDaysIso(date, 20),
        paymentMethod: "Cheque",
        amount: first.total,
        invoices: [{ invoiceId: first.id, amount: first.total }],
      }),
    );
    const rent = await purchase("bill", {
      vendorId: vendors.lease,
      date,
      dueDate: addDaysIso(date, 10),
      accountRecords: [{ accountId: books.rent, amount: "900.00" }],
    });
    await payBills(
      db,
      ctx,
      billPaymentSchema.parse({
        vendorId: vendors.lease,
        payFromAccountId: books.checking,
        date: addDaysIso(date, 8),
        paymentMethod: "Cheque",
        bills: [{ billId: rent.id, amount: "900.00" }],
      }),
    );
    await purchase(back <= 3 ? "credit_card_charge" : "cash_expense", {
      vendorId: vendors.print,
      payFromAccountId: back <= 3 ? books.card : books.checking,
      date: addDaysIso(date, 3),
      accountRecords: [
        { accountId: expenses.supplies, amount: `${40 + back * 3}.00` },
        { accountId: expenses.software, amount: "29.00" },
      ],
    });
    await purchase("cash_expense", {
      payFromAccountId: books.checking,
      date: addDaysIso(date, 5),
      accountRecords: [
        { accountId: expenses.utilities, amount: `${110 + (back % 4) * 15}.00` },
        { accountId: expenses.telephone, amount: "45.00" },
        { accountId: expenses.meals, amount: `${20 + back}.00` },
      ],
    });
  }
  // Open items: overdue and not yet due, on both sides.
  await invoice(customers.bob, day(3), day(2), [[consulting.id, "10", "120.00"]]);
  await invoice(customers.carol, day(1, -10), day(0, -5), [[design.id, "6", "80.00"]]);
  await invoice(customers.carol, day(0, -2), day(0, 28), [[consulting.id, "3", "120.00"]]);
  await purchase("bill", {
    vendorId: vendors.power,
    date: day(2),
    dueDate: day(1, 15),
    accountRecords: [{ accountId: expenses.utilities, amount: "240.00" }],
  });
  await purchase("bill", {
    vendorId: vendors.acme,
    date: day(0, -6),
    dueDate: day(0, 3),
    accountRecords: [
      { accountId: expenses.repairs, amount: "380.00" },
      { accountId: expenses.insurance, amount: "150.00" },
    ],
  });
  await purchase("bill", {
    vendorId: vendors.print,
    date: day(0, -1),
    dueDate: day(0, 25),
    accountRecords: [
      { accountId: expenses.advertising, amount: "640.00" },
      { accountId: expenses.travel, amount: "210.00" },
    ],
  });
  return { ...books, ...expenses, vendors, customers, items: { consulting: consulting.id, design: design.id } };
}
