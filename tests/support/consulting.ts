import type { Knex } from "knex";
import { companyContext, createCompany, type CompanyContext } from "../../app/modules/companies/companies.server";
import { addMember } from "../../app/modules/companies/members.server";
import { companyCreateSchema } from "../../app/modules/companies/schema";
import { addPlacement, createConsultant } from "../../app/modules/consultants/consultants.server";
import { consultantBody, placementSchema } from "../../app/modules/consultants/schema";
import { makeUser, sessionCookie } from "./app";
import { companyFields } from "./company-fields";
import { giveSalesLists } from "./sales-books";

/**
 * An IT consulting company (industry 18) with the sales lists, a viewer member, and Kim Coder
 * placed at Ann's Bakery from 01/01/2026 as Consulting; and another company of the same owner in
 * another industry (31), whose Consultant screens are a 404.
 */
export async function consultingCompany(db: Knex) {
  const { user } = await makeUser(db);
  const company = await createCompany(db, user.id, companyCreateSchema.parse(companyFields({ industryId: 18 })));
  const other = await createCompany(db, user.id, companyCreateSchema.parse(companyFields({ industryId: 31 })));
  const ctx: CompanyContext = { ...companyContext(company, user.id), today: "2026-11-28" };
  const viewer = await makeUser(db);
  await db.transaction((trx) => addMember(trx, company.id, viewer.user.id, "viewer"));
  await giveSalesLists(db, ctx);
  const ann = await db("customers").where({ companyId: ctx.companyId, customerId: "ANN" }).first("id");
  const item = await db("items").where({ companyId: ctx.companyId, name: "Consulting" }).first("id");
  const kim = await createConsultant(db, ctx, consultantBody.parse({ consultantName: "Kim Coder", billRate: "90" }));
  const placement = await addPlacement(
    db,
    ctx,
    kim.id,
    placementSchema.parse({ customerId: ann.id, itemId: item.id, startDate: "2026-01-01" }),
  );
  return {
    ctx,
    otherCompanyId: other.id,
    cookie: await sessionCookie(user),
    viewerCookie: await sessionCookie(viewer.user),
    kimId: kim.id,
    placementId: placement.id,
  };
}
