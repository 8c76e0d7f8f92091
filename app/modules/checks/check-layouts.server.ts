import type { Knex } from "knex";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { DomainError } from "~/utils/errors";
import {
  completeLayout,
  completeStubVisibility,
  DEFAULT_LAYOUT,
  DEFAULT_STUB_VISIBILITY,
  DEFAULT_TEMPLATE,
  type CheckLayout,
  type CheckLayoutInput,
  type StubVisibility,
  type StubVisibilityInput,
} from "./layout";
import { CheckTemplate } from "./check-layout.model";

// The check layout a company keeps per template (the template is `default`): the fields'
// positions and the remittance stubs' fields, one row in check_layouts. A company that saved none
// prints with the default layout. The preview and the PDF both read it through here.

export interface SavedLayout {
  templateName: string;
  description: string;
  fields: CheckLayout;
  stubFields: StubVisibility;
  showStubTitles: boolean;
  /** Adjustments exist in the database (Save or Update wording) */
  saved: boolean;
}

/** The company's layout for a template, or the defaults when none is saved. */
export async function getCheckLayout(db: Knex, companyId: number, templateName = DEFAULT_TEMPLATE): Promise<SavedLayout> {
  const row = await CheckTemplate.query(db)
    .modify("ofCompany", companyId)
    .findOne({ templateName })
    .select("description", "fields", "stubFields", "showStubTitles");
  if (!row) {
    return {
      templateName,
      description: "",
      fields: DEFAULT_LAYOUT,
      stubFields: DEFAULT_STUB_VISIBILITY,
      showStubTitles: true,
      saved: false,
    };
  }
  const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v) as Record<string, unknown> | null;
  return {
    templateName,
    description: String(row.description ?? ""),
    fields: completeLayout(parse(row.fields) as CheckLayoutInput),
    stubFields: completeStubVisibility(parse(row.stubFields) as StubVisibilityInput),
    showStubTitles: Boolean(row.showStubTitles),
    saved: true,
  };
}

/** Save (insert or update) the company's layout for a template: what is given over what is saved. */
export async function saveCheckLayout(
  db: Knex,
  ctx: CompanyContext,
  input: {
    templateName?: string;
    description?: string;
    fields?: CheckLayoutInput;
    stubFields?: StubVisibilityInput;
    showStubTitles?: boolean;
  },
): Promise<SavedLayout> {
  const templateName = input.templateName || DEFAULT_TEMPLATE;
  return db.transaction(async (trx) => {
    const current = await getCheckLayout(trx, ctx.companyId, templateName);
    const fields = completeLayout(input.fields, current.fields);
    const stubFields = completeStubVisibility(input.stubFields, current.stubFields);
    const values = {
      description: input.description ?? current.description,
      fields: JSON.stringify(fields),
      stubFields: JSON.stringify(stubFields),
      showStubTitles: input.showStubTitles ?? current.showStubTitles,
      updatedBy: ctx.userId,
      updatedAt: trx.fn.now(),
    };
    await trx("checkLayouts")
      .insert({ companyId: ctx.companyId, templateName, ...values })
      .onConflict(["companyId", "templateName"])
      .merge({ ...values, version: trx.raw("check_layouts.version + 1") });
    return getCheckLayout(trx, ctx.companyId, templateName);
  });
}

export interface TemplateView {
  id: number;
  templateName: string;
  description: string;
  updatedAt: string;
}

/** The company's saved layouts (its templates), by name. */
export async function listCheckTemplates(db: Knex, companyId: number): Promise<TemplateView[]> {
  const rows = await CheckTemplate.query(db)
    .modify("ofCompany", companyId)
    .orderBy("templateName")
    .select("id", "templateName", "description", "updatedAt");
  return rows.map((r) => ({
    id: Number(r.id),
    templateName: String(r.templateName),
    description: String(r.description ?? ""),
    updatedAt: new Date(r.updatedAt).toISOString(),
  }));
}

/** Delete a saved layout (by id, or by name); deleting `default` brings the default layout back. 404 when none. */
export async function deleteCheckTemplate(db: Knex, companyId: number, template: number | string): Promise<TemplateView> {
  const where = typeof template === "number" ? { companyId, id: template } : { companyId, templateName: template };
  const [row] = await CheckTemplate.query(db).where(where).delete().returning(["id", "templateName", "description", "updatedAt"]);
  if (!row) throw new DomainError("Template not found.", 404);
  return {
    id: Number(row.id),
    templateName: String(row.templateName),
    description: String(row.description ?? ""),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
