import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { flattenZodError } from "~/lib/zod-helpers";
import { DomainError, throwIfRefusal } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import { claimCompanyVersion } from "~/modules/companies/companies.server";
import { Company } from "~/modules/companies/company.model";
import { CustomFieldDefinition as DefinitionModel } from "./custom-field.model";
import {
  CUSTOM_FIELD_MESSAGES,
  customFieldDefinitionsSchema,
  type CustomFieldDefinition,
  type CustomFieldDefinitionValues,
  type CustomFieldDefinitionWithUsage,
  type CustomFieldFlag,
} from "./schema";

// Custom field definitions per company, flagged for clients, vendors and/or employees. Manage
// Custom Fields saves the whole set in one transaction through the CustomFieldDefinition model:
// listed ids are updated, rows without an id inserted, the company's other definitions deleted —
// and with them their vendor values (vendor_custom_values cascades). The set has one version, on
// the company's row (ADR 0014): a save names the version it was made on and claims the next one
// first, so saves of one company's set run one at a time and one made on a stale set is refused.

export type { CustomFieldDefinition, CustomFieldDefinitionWithUsage } from "./schema";

/** The version of the company's set of definitions, as an edit must send it back. */
export async function customFieldsVersion(db: Knex, companyId: number): Promise<number> {
  const company = await Company.query(db).findById(companyId).select("customFieldsVersion");
  if (!company) throw new DomainError("Company not found", 404);
  return company.customFieldsVersion;
}

/** The company's definitions by name; `for` keeps those flagged for clients, vendors or employees. */
export async function listCustomFieldDefinitions(
  db: Knex,
  companyId: number,
  options: { for?: "vendor" | "client" | "employee" } = {},
): Promise<{ id: number; name: string; client: boolean; vendor: boolean; employee: boolean }[]> {
  const query = DefinitionModel.query(db)
    .modify("ofCompany", companyId)
    .modify("byName")
    .select("id", "name", "client", "vendor", "employee");
  if (options.for) query.where(options.for satisfies CustomFieldFlag, true);
  const rows = await query;
  return rows.map((r) => ({ id: r.id, name: r.name, client: Boolean(r.client), vendor: Boolean(r.vendor), employee: Boolean(r.employee) }));
}

/** The definitions with the number of vendors holding a value for each (for the removal warning). */
export async function listCustomFieldDefinitionsWithUsage(db: Knex, companyId: number): Promise<CustomFieldDefinitionWithUsage[]> {
  const [definitions, counts] = await Promise.all([
    listCustomFieldDefinitions(db, companyId),
    // A count per field over every vendor: set-based, plain Knex.
    db("vendorCustomValues")
      .where({ companyId })
      .whereRaw("btrim(value) <> ''")
      .groupBy("definitionId")
      .select("definitionId", db.raw("count(*)::int as vendor_values")) as Promise<{ definitionId: number; vendorValues: number }[]>,
  ]);
  const byDefinition = new Map(counts.map((c) => [c.definitionId, Number(c.vendorValues)]));
  return definitions.map((d) => ({ ...d, vendorValues: byDefinition.get(d.id) ?? 0 }));
}

/**
 * The set as an editor needs it: its version, then the definitions with their usage. The version
 * is read first, so a save in between leaves the editor on an older version than what it shows —
 * its save is then refused, never made over fields it has not seen.
 */
export async function readCustomFieldSet(db: Knex, companyId: number) {
  const version = await customFieldsVersion(db, companyId);
  return { version, definitions: await listCustomFieldDefinitionsWithUsage(db, companyId) };
}

/** Field errors of the set keyed as the API names them: customFields.2.name. */
const setErrors = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key === "_form" ? "customFields" : `customFields.${key}`, messages]));

/**
 * Save the company's whole set of definitions, all or nothing, made on the set's `version`, and
 * return the new list and version. Fails with a 400 (messages per `customFields.N.field`) for a
 * blank, long or repeated name, more than 100 fields, or an id that is not one of the company's
 * definitions; with a 409 when the set was saved by someone else since `version`.
 */
export async function saveCustomFieldDefinitions(
  db: Knex,
  companyId: number,
  definitions: { id?: number | null; name: string; client: boolean; vendor: boolean; employee: boolean }[],
  version: number,
): Promise<{ customFields: CustomFieldDefinition[]; version: number }> {
  const parsed = customFieldDefinitionsSchema.safeParse(definitions);
  if (!parsed.success) {
    const { message, fieldErrors } = flattenZodError(parsed.error);
    throw new DomainError(message, 400, setErrors(fieldErrors));
  }
  const wanted: CustomFieldDefinitionValues[] = parsed.data;
  let saved = version;
  try {
    await db.transaction(async (trx) => {
      saved = await claimCompanyVersion(trx, companyId, version, STALE_SET);
      const definitions = () => DefinitionModel.query(trx).modify("ofCompany", companyId);
      const existing = await definitions().select("id", "name");
      const byId = new Map(existing.map((row) => [row.id, row]));

      const unknown = wanted.flatMap((d, index) => (d.id != null && !byId.has(d.id) ? [index] : []));
      if (unknown.length) {
        throw new DomainError(
          CUSTOM_FIELD_MESSAGES.notFound,
          400,
          Object.fromEntries(unknown.map((index) => [`customFields.${index}.id`, [CUSTOM_FIELD_MESSAGES.notFound]])),
        );
      }

      const kept = new Set(wanted.flatMap((d) => (d.id != null ? [d.id] : [])));
      const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
      if (removed.length) await definitions().whereIn("id", removed).delete();

      // The unique index is checked row by row, so renames that trade names (A→B, B→A) first move
      // every renamed field to a name no one can have typed, then to its new name.
      const updated = wanted.filter((d): d is CustomFieldDefinitionValues & { id: number } => d.id != null);
      const renamed = updated.filter((d) => byId.get(d.id)?.name !== d.name);
      const token = randomUUID();
      for (const d of renamed) {
        await definitions()
          .findById(d.id)
          .patch({ name: `\u0001${token}-${d.id}` });
      }
      for (const d of updated) {
        await definitions().findById(d.id).patch({ name: d.name, client: d.client, vendor: d.vendor, employee: d.employee });
      }

      const added = wanted.filter((d) => d.id == null);
      if (added.length) {
        await DefinitionModel.query(trx).insert(
          added.map((d) => ({ companyId, name: d.name, client: d.client, vendor: d.vendor, employee: d.employee })),
        );
      }
    });
  } catch (error) {
    throwIfRefusal(error);
    // Only a save racing past the version's row lock (none should) could meet the unique index.
    if (isUniqueViolation(error)) throw new DomainError(CUSTOM_FIELD_MESSAGES.saveFailed, 409);
    throw error;
  }
  return { customFields: await listCustomFieldDefinitions(db, companyId), version: saved };
}

const STALE_SET = { noun: "list of custom fields", notFound: "Company not found", column: "customFieldsVersion" };
