import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { toCsv } from "~/lib/csv";
import {
  columnMessage,
  headerKey,
  isGenericMessage,
  notImportedMessage,
  parseYesNo,
  rowProblem,
  yesNoMessage,
  type CsvRow,
} from "~/lib/csv-import";
import { formatUsDate } from "~/lib/dates";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { readCsvFile } from "~/utils/csv-file";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import { DOCUMENT_LANGUAGES } from "~/modules/translation/labels";
import { ADDRESS_TYPES, type AddressType } from "./constants";
import { createPartiesInTransaction, type PartyBatchProgress, type PartyConfig, type PartyCreateInput } from "./party.server";

// Parties as CSV, one row per party: the export writes the configuration's columns and the import
// reads them, so an export re-imports into another company unchanged (the company needs the same
// accounts and support-list entries, which the file names rather than numbers). The configuration
// lists its header columns (PartyCsvConfig.fields: each a column, the field behind it and how it
// is written); then each address type has its six columns; custom fields are columns
// "Custom: <field name>" (the company's fields that any exported party has a value for); contacts
// are numbered column groups at the end — as many as the party with the most contacts.
//
// Import reads the file and reports its rows as every CSV import does (~/lib/csv-import). It checks
// every row first (the form's rules and messages, references by name, codes against the company
// and the file's earlier rows) and reports `row N: …` with N the file's line (the header is line
// 1); then it writes all the parties in one transaction, or none.

/** One header column of a party's file: its name, the field behind it, and how it is written. */
export type PartyCsvField =
  | { column: string; field: string; kind: "text" | "money" | "date" }
  /** Yes / No; blank is Yes ("active") or No ("flag") */
  | { column: string; field: string; kind: "active" | "flag" }
  /** A record of the company by its name (`label`: the column that names it) */
  | { column: string; field: string; kind: "ref"; table: string; label?: string }
  /** One of a list, any case */
  | { column: string; field: string; kind: "choice"; choices: readonly string[] }
  /** The selected address type */
  | { column: string; field: string; kind: "selectedAddress" }
  /** A document language by its name ("Spanish") or code ("es"), any case; blank is the company's (ADR 0087) */
  | { column: string; field: string; kind: "language" };

export interface PartyCsvConfig<I extends PartyCreateInput = PartyCreateInput> {
  party: PartyConfig;
  fields: readonly PartyCsvField[];
  /** The columns a file must have; the others may be left out */
  required: readonly string[];
  /** The create payload's schema (its messages are the form's) */
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: I } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  };
}

export const CONTACT_PARTS = ["Name", "Title", "Phone", "Email", "Primary"] as const;
export type ContactPart = (typeof CONTACT_PARTS)[number];
export const contactColumn = (n: number, part: ContactPart) => `Contact ${n} ${part}`;
export const customColumn = (name: string) => `Custom: ${name}`;

export const ADDRESS_PARTS = [
  ["address1", "Address Line 1"],
  ["address2", "Address Line 2"],
  ["city", "City"],
  ["state", "State"],
  ["postalCode", "Postal Code"],
  ["country", "Country"],
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number][1];
export const addressColumn = <T extends AddressType, P extends AddressPart>(type: T, part: P) => `${type} ${part}` as const;

/** The address columns every party's file has after its header's, in order. */
export const ADDRESS_COLUMNS = ADDRESS_TYPES.flatMap((type) => ADDRESS_PARTS.map(([, part]) => addressColumn(type, part)));

/** The columns every export of the configuration has, in order (custom fields and contact groups follow). */
export const csvColumns = (csv: PartyCsvConfig) => [...csv.fields.map((f) => f.column), ...ADDRESS_COLUMNS];

/** The most contact groups a file may have (the schema's limit of contacts per party). */
const MAX_CONTACT_GROUPS = 100;

type Row = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Export

/** The CSV text of a company's parties (header first), ordered by name then code. */
export async function partiesCsv(
  csv: PartyCsvConfig,
  db: Knex,
  companyId: number,
  filters: { view?: "active" | "inactive" | "all" } = {},
): Promise<string> {
  const { party } = csv;
  const key = party.partyKey;
  const view = filters.view ?? "all";
  const query = db(party.table).where({ companyId });
  if (view === "active") query.where("active", true);
  if (view === "inactive") query.where("active", false);
  const parties: Row[] = await query
    .orderByRaw("lower(??), lower(btrim(??)), id", [party.nameColumn, party.codeColumn])
    .select("id", ...csv.fields.map((f) => f.field));
  const refNames = new Map<string, Map<number, string>>();
  for (const f of csv.fields) {
    if (f.kind !== "ref") continue;
    const rows: { id: number; label: string }[] = await db(f.table)
      .where({ companyId })
      .select("id", `${f.label ?? "name"} as label`);
    refNames.set(f.field, new Map(rows.map((r) => [r.id, r.label])));
  }
  const contactsOf = new Map<number, Row[]>();
  for (const c of (await db(party.contactsTable)
    .where({ companyId })
    .orderBy([key, "position", "id"])
    .select(`${key} as partyId`, "name", "title", "phone", "email", "isPrimary")) as Row[]) {
    const list = contactsOf.get(c.partyId as number) ?? [];
    list.push(c);
    contactsOf.set(c.partyId as number, list);
  }
  // Custom values by party, and the fields that have a value (blank values are not exported).
  const customRows: { partyId: number; definitionId: number; name: string; value: string }[] = await db(`${party.customValuesTable} as v`)
    .join("customFieldDefinitions as d", function () {
      this.on("d.companyId", "v.companyId").andOn("d.id", "v.definitionId");
    })
    .where("v.companyId", companyId)
    .whereRaw("btrim(v.value) <> ''")
    .select(`v.${key} as partyId`, "v.definitionId", "d.name", "v.value");
  const customOf = new Map<number, Map<number, string>>();
  for (const c of customRows) {
    const values = customOf.get(c.partyId) ?? new Map<number, string>();
    values.set(c.definitionId, c.value);
    customOf.set(c.partyId, values);
  }
  const exportedIds = new Set(parties.map((v) => v.id as number));
  const customFields = [
    ...new Map(
      customRows.filter((c) => exportedIds.has(c.partyId)).map((c) => [c.definitionId, { id: c.definitionId, name: c.name }]),
    ).values(),
  ].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);

  const addressesOf = new Map<number, Map<string, Row>>();
  for (const a of (await db(party.addressesTable)
    .where({ companyId })
    .select(`${key} as partyId`, "type", ...ADDRESS_PARTS.map(([field]) => field))) as Row[]) {
    const byType = addressesOf.get(a.partyId as number) ?? new Map<string, Row>();
    byType.set(a.type as string, a);
    addressesOf.set(a.partyId as number, byType);
  }

  const groupCount = Math.max(0, ...parties.map((v) => contactsOf.get(v.id as number)?.length ?? 0));
  const header = [...csvColumns(csv), ...customFields.map((f) => customColumn(f.name)), ...contactHeaders(groupCount)];
  const text = (value: unknown) => (value == null ? "" : String(value));
  const cell = (f: PartyCsvField, value: unknown): string => {
    switch (f.kind) {
      case "active":
      case "flag":
        return value ? "Yes" : "No";
      case "date":
        return formatUsDate(value as string | null);
      case "money":
        return toDecimal(fromDecimal(value as string));
      case "ref":
        return value == null ? "" : (refNames.get(f.field)?.get(value as number) ?? "");
      case "language":
        return DOCUMENT_LANGUAGES.find((l) => l.value === value)?.label ?? "";
      default:
        return text(value);
    }
  };
  const rows = parties.map((v) => {
    const addresses = addressesOf.get(v.id as number);
    const contacts = contactsOf.get(v.id as number) ?? [];
    const scalar = csv.fields.map((f) => cell(f, v[f.field]));
    const addressCells = ADDRESS_TYPES.flatMap((type) => ADDRESS_PARTS.map(([field]) => text(addresses?.get(type)?.[field])));
    const contactCells = Array.from({ length: groupCount }, (_, i) => {
      const c = contacts[i];
      return c ? [text(c.name), text(c.title), text(c.phone), text(c.email), c.isPrimary ? "Yes" : "No"] : ["", "", "", "", ""];
    }).flat();
    const custom = customFields.map((f) => customOf.get(v.id as number)?.get(f.id) ?? "");
    return [...scalar, ...addressCells, ...custom, ...contactCells];
  });
  return toCsv([header, ...rows], { record_delimiter: "unix" });
}

function contactHeaders(groups: number): string[] {
  return Array.from({ length: groups }, (_, i) => CONTACT_PARTS.map((part) => contactColumn(i + 1, part))).flat();
}

// ---------------------------------------------------------------------------------------------
// Reading a file

export interface PartyCsvFile {
  rows: CsvRow[];
  /** The header's custom field columns: the field's name as written, and the row values' key. */
  customFields: { name: string; column: string }[];
  /** The contact groups the header has (1, 2, …), in ascending order. */
  contactGroups: number[];
}

const CONTACT_HEADER = /^contact ?(\d{1,3}) (name|title|phone|email|primary)$/;
const CUSTOM_HEADER = /^custom ?: ?(.+)$/i;

/**
 * Read the CSV text. Header names are matched case-insensitively; an unknown or repeated column, a
 * missing required one, or a file that is not CSV is refused as a whole. A row with the wrong
 * number of fields is kept, so that validation reports it by its line.
 */
export function parsePartiesCsv(csv: PartyCsvConfig, text: string): PartyCsvFile {
  const columns = csvColumns(csv);
  const byKey = new Map<string, string>(columns.map((c) => [headerKey(c), c]));
  /** A header name → its canonical column ("Contact 2 Email" and "Custom: Region" included), or undefined. */
  const canonicalColumn = (name: string): { column: string; group?: number; customName?: string } | undefined => {
    const key = headerKey(name);
    const column = byKey.get(key);
    if (column) return { column };
    const custom = CUSTOM_HEADER.exec(name.trim().replace(/\s+/g, " "));
    if (custom) return { column: customColumn(custom[1].toLowerCase()), customName: custom[1] };
    const contact = CONTACT_HEADER.exec(key);
    if (!contact) return undefined;
    const group = Number(contact[1]);
    if (group < 1 || group > MAX_CONTACT_GROUPS) return undefined;
    const part = CONTACT_PARTS.find((p) => p.toLowerCase() === contact[2])!;
    return { column: contactColumn(group, part), group };
  };
  const columnsHelp = `${columns.join(", ")}, Custom: <custom field name>, then Contact N Name, Contact N Title, Contact N Phone, Contact N Email, Contact N Primary for N = 1, 2, …`;
  const table = readCsvFile(text, { resolve: canonicalColumn, required: csv.required, columnsHelp });
  const groups = new Set<number>();
  const customFields: PartyCsvFile["customFields"] = [];
  for (const found of table.header) {
    if (found.group) groups.add(found.group);
    if (found.customName && !customFields.some((f) => f.column === found.column))
      customFields.push({ name: found.customName, column: found.column });
  }
  return { rows: table.rows, customFields, contactGroups: [...groups].sort((a, b) => a - b) };
}

// ---------------------------------------------------------------------------------------------
// Checking the rows

export interface PartyImportPlan<I> {
  /** `row N: message`, one per bad row, in file order. */
  errors: string[];
  /** Empty when there are errors. */
  parties: { line: number; input: I }[];
}

const CONTACT_PART_OF_FIELD: Record<string, ContactPart> = {
  name: "Name",
  title: "Title",
  phone: "Phone",
  email: "Email",
  primary: "Primary",
};

/** name (trimmed, case-insensitive) → id, for a company's support list or accounts. */
async function lookup(db: Knex, table: string, companyId: number, column = "name"): Promise<Map<string, number>> {
  const rows: { id: number; label: string }[] = await db(table).where({ companyId }).select("id", `${column} as label`);
  return new Map(rows.map((r) => [r.label.trim().toLowerCase(), r.id]));
}

/** Check every row (see the file's header comment); nothing is written. */
export async function planPartyImport<I extends PartyCreateInput>(
  csv: PartyCsvConfig<I>,
  db: Knex,
  companyId: number,
  file: PartyCsvFile,
): Promise<PartyImportPlan<I>> {
  const { party } = csv;
  const { messages } = party;
  // One after another: `db` may be a transaction (one connection).
  const refs = new Map<string, Map<string, number>>();
  for (const f of csv.fields) if (f.kind === "ref") refs.set(f.field, await lookup(db, f.table, companyId, f.label));
  const definitions = await lookup(db, "customFieldDefinitions", companyId);
  const existingCodes = new Set(
    ((await db(party.table).where({ companyId }).select(`${party.codeColumn} as code`)) as { code: string }[]).map((v) =>
      v.code.trim().toLowerCase(),
    ),
  );
  const codeColumn = csv.fields.find((f) => f.field === party.codeColumn)!.column;
  // A schema field → the column that carries it (to say which column a generic message is about).
  const columnOfField = new Map(csv.fields.filter((f) => f.kind !== "ref").map((f) => [f.field, f.column]));
  const fileCodes = new Map<string, number>();

  const errors: string[] = [];
  const planned: { line: number; input: I }[] = [];
  for (const row of file.rows) {
    if (row.problem) {
      errors.push(rowProblem(row.line, [row.problem]));
      continue;
    }
    const text = (column: string) => (row.values[column] ?? "").trim();
    const messagesOfRow: string[] = [];
    const payload: Row = {};
    for (const f of csv.fields) {
      const value = text(f.column);
      switch (f.kind) {
        case "active":
        case "flag": {
          const yes = parseYesNo(value);
          if (yes === "invalid") messagesOfRow.push(yesNoMessage(f.column, value));
          payload[f.field] = f.kind === "active" ? yes !== false : yes === true;
          break;
        }
        case "ref": {
          // References by name (account by number) within the company; never created on the fly.
          if (!value) {
            payload[f.field] = null;
            break;
          }
          const id = refs.get(f.field)!.get(value.toLowerCase());
          if (id === undefined) messagesOfRow.push(`${f.column} "${value}" does not exist`);
          payload[f.field] = id ?? null;
          break;
        }
        case "choice":
          payload[f.field] = f.choices.find((m) => m.toLowerCase() === value.toLowerCase()) ?? value;
          break;
        case "language": {
          // A name is read as its code; anything else goes to the schema, whose message names the codes.
          const named = DOCUMENT_LANGUAGES.find((l) => l.label.toLowerCase() === value.toLowerCase());
          payload[f.field] = named?.value ?? value;
          break;
        }
        case "selectedAddress": {
          const selected = ADDRESS_TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
          if (value && !selected) messagesOfRow.push(`${f.column} must be ${ADDRESS_TYPES.join(", ")} or empty (found "${value}")`);
          payload[f.field] = selected ?? "";
          break;
        }
        default:
          payload[f.field] = value;
      }
    }

    // A contact is a group with any of its four fields filled in (or marked primary).
    const contacts: { name: string; title: string; phone: string; email: string; primary: boolean }[] = [];
    const contactGroup: number[] = [];
    for (const n of file.contactGroups) {
      const part = (p: ContactPart) => text(contactColumn(n, p));
      const primary = parseYesNo(part("Primary"));
      if (primary === "invalid") messagesOfRow.push(yesNoMessage(contactColumn(n, "Primary"), part("Primary")));
      const fields = { name: part("Name"), title: part("Title"), phone: part("Phone"), email: part("Email") };
      if (!Object.values(fields).some(Boolean) && primary !== true) continue;
      contacts.push({ ...fields, primary: primary === true });
      contactGroup.push(n);
    }
    // Exactly one contact is primary whenever any exists; a lone contact is primary by itself (with
    // several and none marked, the schema says "At least one contact must be marked as primary.").
    if (contacts.length === 1) contacts[0].primary = true;

    // An address is a type with any of its six columns filled in.
    const addresses = ADDRESS_TYPES.flatMap((type) => {
      const parts = Object.fromEntries(ADDRESS_PARTS.map(([field, part]) => [field, text(addressColumn(type, part))]));
      return Object.values(parts).some(Boolean) ? [{ type, ...parts }] : [];
    });

    // Custom values by field name; a blank cell is no value.
    const customFields: { definitionId: number; value: string }[] = [];
    const customNames: string[] = [];
    for (const field of file.customFields) {
      const value = text(field.column);
      if (!value) continue;
      const definitionId = definitions.get(field.name.trim().toLowerCase());
      if (definitionId === undefined) messagesOfRow.push(`Custom field "${field.name.trim()}" does not exist`);
      else {
        customFields.push({ definitionId, value });
        customNames.push(field.name.trim());
      }
    }

    const parsed = csv.schema.safeParse({ ...payload, contacts, addresses, customFields });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        messagesOfRow.push(describeIssue(party, columnOfField, issue.path, issue.message, contactGroup, addresses, customNames));
    }

    // Codes: against the company's parties, then against the rows above (trimmed, any case).
    const key = text(codeColumn).toLowerCase();
    if (key) {
      if (existingCodes.has(key)) messagesOfRow.push(messages.idExists);
      else if (fileCodes.has(key))
        messagesOfRow.push(`${messages.idExists} (Row ${fileCodes.get(key)} of the file has the same ${codeColumn}.)`);
      else fileCodes.set(key, row.line);
    }

    if (messagesOfRow.length) errors.push(rowProblem(row.line, messagesOfRow));
    else if (parsed.success) planned.push({ line: row.line, input: parsed.data });
  }
  return { errors, parties: errors.length ? [] : planned };
}

/** A schema issue as the row's message: contacts by their column group, addresses by their type. */
function describeIssue(
  party: PartyConfig,
  columnOfField: Map<string, string>,
  path: PropertyKey[],
  message: string,
  contactGroup: number[],
  addresses: { type: string }[],
  customNames: string[],
): string {
  const { messages } = party;
  const [field, index, sub] = path;
  if (field === "customFields" && typeof index === "number") return `${customColumn(customNames[index] ?? "")}: ${message}`;
  if (field === "contacts" && typeof index === "number") {
    const n = contactGroup[index];
    // The schema numbers contacts from 1 in file order; the file's groups may have gaps.
    if (message === messages.contactEmail(index + 1)) return messages.contactEmail(n);
    if (message === messages.contactPhone(index + 1)) return messages.contactPhone(n);
    const part = CONTACT_PART_OF_FIELD[String(sub)];
    return isGenericMessage(message) && part ? `${contactColumn(n, part)}: ${message}` : `Contact ${n}: ${message}`;
  }
  if (field === "addresses" && typeof index === "number") {
    const type = addresses[index]?.type ?? "";
    if (sub === undefined) return message; // "Billing Address: All fields are required."
    const part = ADDRESS_PARTS.find(([f]) => f === sub)?.[1];
    return isGenericMessage(message) && part ? `${type} ${part}: ${message}` : `${type} Address: ${message}`;
  }
  return columnMessage(columnOfField.get(String(field)), message);
}

// ---------------------------------------------------------------------------------------------
// Importing

/** Import the file's parties in one transaction: all of them or, on any problem, none. Returns the inputs and their new ids. */
export async function importParties<I extends PartyCreateInput>(
  csv: PartyCsvConfig<I>,
  db: Knex,
  ctx: CompanyContext,
  file: PartyCsvFile,
  options: { onProgress?: (progress: PartyBatchProgress) => void } = {},
): Promise<{ inputs: I[]; ids: number[] }> {
  try {
    return await db.transaction(async (trx) => {
      const plan = await planPartyImport(csv, trx, ctx.companyId, file);
      if (plan.errors.length) throw new DomainError(notImportedMessage(plan.errors.length), 400, { _form: plan.errors });
      const inputs = plan.parties.map((v) => v.input);
      const ids = await createPartiesInTransaction(csv.party, trx, ctx, inputs, options);
      const { party, parties } = csv.party.words;
      await recordActivity(trx, ctx, {
        activity: "imported",
        recordType: party as "vendor" | "customer",
        name: csv.party.words.Parties,
        link: `${parties}/list`,
        detail: `${ids.length} ${ids.length === 1 ? party : parties} from CSV`,
      });
      return { inputs, ids };
    });
  } catch (error) {
    // Another writer took a code between the check and the insert.
    if (isUniqueViolation(error)) throw new DomainError(csv.party.messages.idExists, 409);
    throw error;
  }
}
