import { recordCompanyId } from "~/modules/companies/companies.server";
import { likeAnywhere } from "~/lib/search-text";
import type { Knex } from "knex";
import { recordActivity, type ActivityContext } from "~/modules/activity/activity.server";
import { formatAddress, type AddressParts } from "~/lib/address";
import { fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { openingBalanceEquityAccount } from "~/modules/accounts/system-accounts.server";
import { postEntries, postEntry, type Posting, type PostingLine } from "~/modules/ledger/ledger.server";
import { DomainError, throwIfRefusal } from "~/utils/errors";
import { isForeignKeyViolation, isUniqueViolation, patchVersioned, violatedConstraint, type BaseModel } from "~/utils/model";
import type { AddressType } from "./constants";
import { monthColumns } from "./months";
import { openingBalanceTexts, type PartyMessages, type PartyWords } from "./words";

// The party's services: what a vendor and a customer do alike, run over a configuration
// (PartyConfig) that names the party's tables and columns, its words, its control account and the
// side its balance grows on. A party with its contacts, addresses and custom values is one
// aggregate (the configuration's model graph), read in one call and written in one call inside one
// transaction. A positive opening balance posts on the control account tagged with the party, the
// other side to Opening Balance Equity, dated Balance as of. The list, the Center's panel and the
// CSV import are set-based and stay plain Knex. Configurations: app/modules/vendors/party-config.ts.

type Row = Record<string, unknown>;

/** The Objection model of a party: relations `contacts`, `addresses`, `customFieldValues`. */
export type PartyModelClass = typeof BaseModel;

export interface PartyConfig {
  words: PartyWords;
  messages: PartyMessages;
  /** The party's table (knex's camelCase name) and its model, with the graph's relations */
  table: string;
  model: PartyModelClass;
  /** The user's own code for the party (unique in the company, trimmed, any case), and its name */
  codeColumn: string;
  nameColumn: string;
  /** "Vendor Since" */
  sinceColumn: string;
  /** The column of the child tables and of journal lines that names the party */
  partyKey: string;
  /** Journal lines tag the party in this column of a posting's line */
  lineTag: keyof PostingLine;
  contactsTable: string;
  contactModel: PartyModelClass;
  addressesTable: string;
  customValuesTable: string;
  /**
   * Insert many of the party's rows (the CSV import), returning each one's `id` and code: the
   * owner of the table writes it (ADR 0038).
   */
  insertRows: (trx: Knex.Transaction, rows: Row[]) => Promise<Row[]>;
  /** The references of the header checked against the company: [table, input field, label] */
  references: readonly (readonly [table: string, field: string, label: string])[];
  /** The columns a party shows (the view), and those among them that are money ("1234.50") */
  columns: readonly string[];
  moneyColumns: readonly string[];
  /**
   * The control account (Accounts Payable, Accounts Receivable), owned by the accounts module and
   * handed in: `find` reads it without creating it, `ensure` creates it when first needed.
   */
  control: {
    find: (db: Knex, companyId: number) => Promise<number | null>;
    ensure: (trx: Knex.Transaction, companyId: number) => Promise<number>;
    /** The side the party's balance grows on: credit (payable) or debit (receivable) */
    side: "credit" | "debit";
  };
  opening: { entryType: string; sourceType: string };
}

/** The columns every party shows beside its own (a configuration's `columns` adds its own to these). */
export const PARTY_COLUMNS = [
  "id",
  "companyId",
  "active",
  "openingBalance",
  "balanceAsOf",
  "phone",
  "email",
  "fax",
  "webpage",
  "notes",
  "creditLimit",
  "paymentMethod",
  "paymentTermId",
  "version",
  "address",
] as const;

/** The money among them ("1234.50"). */
export const PARTY_MONEY_COLUMNS = ["openingBalance", "creditLimit"] as const;

/**
 * The columns a create and an edit write from the input: the shared ones below, and the party's own
 * columns (those of `columns` that are not the party's shared ones, nor its "since" date, which only
 * a create writes) as given.
 */
function writtenFields(config: PartyConfig, input: PartyFieldsInput): Row {
  const shared = new Set<string>([...PARTY_COLUMNS, config.sinceColumn]);
  const own = config.columns.filter((column) => !shared.has(column)).map((column) => [column, input[column]]);
  return {
    ...Object.fromEntries(own),
    fax: input.fax,
    webpage: input.webpage,
    notes: input.notes,
    creditLimit: toDecimal(input.creditLimit as Cents),
    paymentMethod: input.paymentMethod,
    paymentTermId: input.paymentTermId,
  };
}

/**
 * The names a party's tables and columns follow, from its word: `customers`, `customerId`,
 * `customerName`, `customerSince`, `customerContacts`, … (knex's camelCase names of the tables).
 */
export function partyNaming<P extends "vendor" | "customer">(party: P) {
  return {
    table: `${party}s`,
    codeColumn: `${party}Id`,
    nameColumn: `${party}Name`,
    sinceColumn: `${party}Since`,
    partyKey: `${party}Id`,
    lineTag: `${party}Id` as const,
    contactsTable: `${party}Contacts`,
    addressesTable: `${party}Addresses`,
    customValuesTable: `${party}CustomValues`,
  };
}

export interface ContactInput {
  name: string;
  title: string;
  phone: string;
  email: string;
  primary: boolean;
}
export type AddressInput = AddressParts & { type: AddressType };
/** What every party's create and edit take (the configuration's schema adds its own fields). */
export interface PartyFieldsInput {
  active: boolean;
  address: AddressType | null;
  contacts: ContactInput[];
  addresses: AddressInput[];
  customFields: { definitionId: number; value: string }[];
  [field: string]: unknown;
}
export interface PartyCreateInput extends PartyFieldsInput {
  openingBalance: Cents;
  balanceAsOf?: string;
}

export interface PartyContact extends ContactInput {
  id: number;
}
export interface PartyAddress extends AddressInput {
  id: number;
}
/** A party as screens and the API show it: the shared columns (each party's view adds its own). */
export interface PartyView extends PartyViewExtras {
  id: number;
  companyId: number;
  active: boolean;
  /** "1234.50", read-only after creation */
  openingBalance: string;
  /** YYYY-MM-DD */
  balanceAsOf: string;
  phone: string;
  email: string;
  fax: string;
  webpage: string;
  notes: string;
  creditLimit: string;
  paymentMethod: string;
  paymentTermId: number | null;
  /** Bumped by every save; an edit sends the one it was made on (ADR 0014) */
  version: number;
  /** The selected address type */
  address: string;
}

/** What every party's view has beside its columns. */
export interface PartyViewExtras {
  /** The balance on the control account from the ledger, "1234.50" */
  balance: string;
  /** The selected address as six lines */
  addressDetails: string;
  contacts: PartyContact[];
  addresses: PartyAddress[];
  customFields: { definitionId: number; name: string; value: string }[];
}

// ---- The control account and the balance -------------------------------------------------------

/** The company's control account (Accounts Payable, Receivable) if any, without creating it. */
export const findControlAccount = (config: PartyConfig, db: Knex, companyId: number): Promise<number | null> =>
  config.control.find(db, companyId);

/** The company's control account, created when first needed. */
export const controlAccount = (config: PartyConfig, trx: Knex.Transaction, companyId: number): Promise<number> =>
  config.control.ensure(trx, companyId);

/** SQL of the balance over journal lines aliased `alias`: credits − debits (payable) or debits − credits (receivable). */
export const balanceSql = (config: PartyConfig, alias = "l") =>
  config.control.side === "credit" ? `${alias}.credit - ${alias}.debit` : `${alias}.debit - ${alias}.credit`;

/** The party's balance on the control account, from its tagged journal lines. */
export async function partyBalance(config: PartyConfig, db: Knex, companyId: number, id: number): Promise<Cents> {
  const control = await findControlAccount(config, db, companyId);
  if (!control) return 0 as Cents;
  const row = await db("journalLines as l")
    .where({ "l.companyId": companyId, "l.accountId": control, [`l.${config.partyKey}`]: id })
    .first(db.raw(`coalesce(sum(${balanceSql(config)}), 0) as balance`));
  return fromDecimal(row?.balance);
}

/** The party's opening balance as a posting: the control account tagged with the party, Opening Balance Equity opposite. */
export function openingPosting(
  config: PartyConfig,
  party: { id: number; name: string },
  amount: Cents,
  date: string,
  accounts: { equity: number; control: number },
): Posting {
  const { comments, memo } = openingBalanceTexts(config.words, party.name);
  const grows = config.control.side;
  const other = grows === "credit" ? "debit" : "credit";
  const equity: PostingLine = { accountId: accounts.equity, [other]: amount, memo };
  const control = { accountId: accounts.control, [grows]: amount, memo, [config.lineTag]: party.id } as PostingLine;
  return {
    entryType: config.opening.entryType,
    entryDate: date,
    comments,
    sourceType: config.opening.sourceType,
    sourceId: party.id,
    // The debit first, as every posting lists it.
    lines: grows === "credit" ? [equity, control] : [control, equity],
  };
}

// ---- The aggregate -----------------------------------------------------------------------------

/** Primary-contact rules: with any contacts, exactly one is primary (the first when none is marked). */
export function normaliseContacts<C extends ContactInput>(contacts: C[]): C[] {
  if (!contacts.length) return [];
  const primaryIndex = Math.max(
    0,
    contacts.findIndex((c) => c.primary),
  );
  return contacts.map((c, i) => ({ ...c, primary: i === primaryIndex }));
}

/** The party's columns from an input: its own, the primary contact's phone and email, the selected address. */
function partyFields(config: PartyConfig, input: PartyFieldsInput, contacts: ContactInput[]): Row {
  const primary = contacts.find((c) => c.primary);
  return {
    ...writtenFields(config, input),
    active: input.active,
    // The party's phone and email are the primary contact's.
    phone: primary?.phone ?? "",
    email: primary?.email ?? "",
    address: input.address ?? input.addresses[0]?.type ?? "",
  };
}

/** References must be the company's own records; the composite foreign keys enforce it too. */
async function checkReferences(config: PartyConfig, db: Knex, companyId: number, input: PartyFieldsInput) {
  const messages: string[] = [];
  for (const [table, field, label] of config.references) {
    const id = input[field] as number | null | undefined;
    if (id == null) continue;
    const row = await db(table).where({ companyId, id }).first("id");
    if (!row) messages.push(config.messages.referenceNotFound(label));
  }
  if (input.customFields.length) {
    const ids = [...new Set(input.customFields.map((c) => c.definitionId))];
    const found = await db("customFieldDefinitions").where({ companyId }).whereIn("id", ids).pluck("id");
    if (found.length !== ids.length) messages.push(config.messages.customFieldNotFound);
  }
  if (messages.length) throw new DomainError(messages.join("\n"), 400);
}

/**
 * A party's contacts, addresses and custom values as rows of the company (a custom field given
 * twice keeps its last value); the party's key is added by the caller, or by insertGraph's relations.
 */
function childRows(companyId: number, input: PartyFieldsInput, contacts: ContactInput[]) {
  return {
    contacts: contacts.map((c, position) => ({
      companyId,
      position,
      name: c.name,
      title: c.title,
      phone: c.phone,
      email: c.email,
      isPrimary: c.primary,
    })),
    addresses: input.addresses.map((a) => ({ companyId, ...a })),
    customValues: [...new Map(input.customFields.map((c) => [c.definitionId, c.value]))].map(([definitionId, value]) => ({
      companyId,
      definitionId,
      value,
    })),
  };
}

/** The relations a party is read with, in the order the screens list them. */
const PARTY_GRAPH = "[contacts(inOrder), addresses(inTypeOrder), customFieldValues(byDefinitionName).definition]";

/** A new party's row: today for its Since date and Balance as of when they are left blank. */
function newPartyRow(config: PartyConfig, ctx: CompanyContext, input: PartyCreateInput, contacts: ContactInput[]): Row {
  return {
    companyId: ctx.companyId,
    ...partyFields(config, input, contacts),
    [config.sinceColumn]: input[config.sinceColumn] ?? ctx.today,
    openingBalance: toDecimal(input.openingBalance),
    balanceAsOf: input.balanceAsOf ?? ctx.today,
    createdBy: ctx.userId,
  };
}

/** True when another party of the company has this code (trimmed, case-insensitive). */
export async function partyCodeExists(config: PartyConfig, db: Knex, companyId: number, code: string, exceptId?: number | null) {
  const query = db(config.table).where({ companyId }).whereRaw("lower(btrim(??)) = lower(btrim(?))", [config.codeColumn, code]);
  if (exceptId) query.whereNot("id", exceptId);
  return Boolean(await query.first("id"));
}

const codeTaken = (config: PartyConfig) =>
  new DomainError(config.messages.idExists, 409, { [config.codeColumn]: [config.messages.idExists] });

function translateWriteError(config: PartyConfig, error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = violatedConstraint(error);
    if (constraint.includes(config.codeColumn.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)) || constraint === "")
      throw codeTaken(config);
  }
  if (isForeignKeyViolation(error)) throw new DomainError(config.messages.referenceMissing, 400);
  throw error;
}

/** A party created, edited or deleted, in the activity log (a deleted one has no screen to link to). */
function recordPartyActivity(
  config: PartyConfig,
  trx: Knex.Transaction,
  ctx: ActivityContext,
  activity: "created" | "updated" | "deleted",
  id: number,
  name: string,
) {
  return recordActivity(trx, ctx, {
    activity,
    recordType: config.words.party as "vendor" | "customer",
    recordId: id,
    name,
    link: activity === "deleted" ? null : `${config.words.parties}/edit/${id}`,
  });
}

/** Create the party with its graph and post its opening balance; returns its id. */
export async function createParty(config: PartyConfig, db: Knex, ctx: CompanyContext, input: PartyCreateInput): Promise<number> {
  const { companyId } = ctx;
  const contacts = normaliseContacts(input.contacts);
  await checkReferences(config, db, companyId, input);
  if (await partyCodeExists(config, db, companyId, String(input[config.codeColumn]))) throw codeTaken(config);
  try {
    return await db.transaction(async (trx) => {
      // The party and its contacts, addresses and custom values in one call; the relations fill in
      // the children's (company_id, party key).
      const children = childRows(companyId, input, contacts);
      const party = await config.model.query(trx).insertGraph({
        ...newPartyRow(config, ctx, input, contacts),
        contacts: children.contacts,
        addresses: children.addresses,
        customFieldValues: children.customValues,
      } as never);
      const id = (party as unknown as { id: number }).id;
      if (input.openingBalance > 0) {
        const accounts = {
          equity: await openingBalanceEquityAccount(trx, companyId),
          control: await controlAccount(config, trx, companyId),
        };
        const name = String(input[config.nameColumn]);
        await postEntry(trx, ctx, openingPosting(config, { id, name }, input.openingBalance, input.balanceAsOf ?? ctx.today, accounts));
      }
      await recordPartyActivity(config, trx, ctx, "created", id, String(input[config.nameColumn]));
      return id;
    });
  } catch (error) {
    translateWriteError(config, error);
  }
}

/**
 * Edit: every field but the opening balance; the contacts, addresses and custom values become the
 * ones given, in one upsertGraph. The form sends no row ids, so rows are matched by what identifies
 * them within the party: a contact by its place in the list, an address by its type (one of each
 * per party), a custom value by its field. Matched rows are updated in place, the others
 * inserted, and the rows no longer given deleted. The edit must have been made on the party's
 * current version: the root row's version is claimed first, in the transaction, so a concurrent
 * save of the same version is refused (409) before any of the graph is written.
 */
export async function updateParty(
  config: PartyConfig,
  db: Knex,
  ctx: CompanyContext,
  id: number,
  input: PartyFieldsInput & { version: number },
): Promise<void> {
  const { companyId } = ctx;
  const { messages, partyKey } = config;
  const contacts = normaliseContacts(input.contacts);
  await checkReferences(config, db, companyId, input);
  if (await partyCodeExists(config, db, companyId, String(input[config.codeColumn]), id)) throw codeTaken(config);
  try {
    await db.transaction(async (trx) => {
      const record = { noun: config.words.party, notFound: messages.notFound };
      await patchVersioned(config.model, trx, { companyId, id }, input.version, { updatedAt: trx.fn.now() }, record);
      const current = (await config.model
        .query(trx)
        .modify("ofCompany", companyId)
        .findById(id)
        .forUpdate()
        .withGraphFetched("[contacts(inOrder), addresses]")) as unknown as {
        contacts?: { id: number; isPrimary: boolean }[];
        addresses?: { id: number; type: string }[];
      } | null;
      if (!current) throw new DomainError(messages.notFound, 404);
      const rows = childRows(companyId, input, contacts);
      const addressIds = new Map((current.addresses ?? []).map((a) => [a.type, a.id]));
      const withId = <T extends object>(row: T, rowId: number | undefined) =>
        rowId === undefined ? { ...row, [partyKey]: id } : { ...row, [partyKey]: id, id: rowId };
      const since = input[config.sinceColumn];
      const graph = {
        id,
        companyId, // so that the update of the party's row names its company, as its children's do
        ...partyFields(config, input, contacts),
        ...(since ? { [config.sinceColumn]: since } : {}),
        updatedAt: trx.fn.now(),
        contacts: rows.contacts.map((c, position) => withId(c, current.contacts?.[position]?.id)),
        addresses: rows.addresses.map((a) => withId(a, addressIds.get(a.type))),
        customFieldValues: rows.customValues.map((v) => ({ ...v, [partyKey]: id })),
      };
      // One primary contact per party is a partial unique index, checked row by row, and
      // upsertGraph inserts new rows before it updates the others: when the primary moves to
      // another row, the old one stops being primary first.
      const primaryNow = current.contacts?.find((c) => c.isPrimary)?.id;
      const primaryNext = graph.contacts.find((c) => c.isPrimary);
      const primaryNextId = primaryNext && "id" in primaryNext ? primaryNext.id : undefined;
      if (primaryNow !== undefined && primaryNow !== primaryNextId) {
        await config.contactModel
          .query(trx)
          .modify("ofCompany", companyId)
          .where(partyKey, id)
          .where("isPrimary", true)
          .patch({ isPrimary: false } as never);
      }
      // Custom values are keyed by (party, field): one the party does not have yet is inserted.
      await config.model.query(trx).upsertGraph(graph as never, { insertMissing: true, noRelate: true, noUnrelate: true });
      await recordPartyActivity(config, trx, ctx, "updated", id, String(input[config.nameColumn]));
    });
  } catch (error) {
    throwIfRefusal(error);
    translateWriteError(config, error);
  }
}

/** The party's graph as screens and the API show it: its columns, money as "1234.50", its balance. */
export async function getParty(config: PartyConfig, db: Knex, companyId: number, id: number): Promise<Row & PartyViewExtras> {
  const party = (await config.model.query(db).modify("ofCompany", companyId).findById(id).withGraphFetched(PARTY_GRAPH)) as unknown as
    | (Row & {
        contacts?: (ContactInput & { id: number; isPrimary: boolean })[];
        addresses?: PartyAddress[];
        customFieldValues?: { definitionId: number; value: string; definition?: { name: string } }[];
      })
    | undefined;
  if (!party) throw new DomainError(config.messages.notFound, 404);
  const balance = await partyBalance(config, db, companyId, id);
  const fields: Row = Object.fromEntries(config.columns.map((column) => [column, party[column]]));
  for (const column of config.moneyColumns) fields[column] = toDecimal(fromDecimal(party[column] as string));
  const contacts: PartyContact[] = (party.contacts ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    title: c.title,
    phone: c.phone,
    email: c.email,
    primary: Boolean(c.isPrimary),
  }));
  const addresses: PartyAddress[] = (party.addresses ?? []).map((a) => ({
    id: a.id,
    type: a.type,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
  }));
  const customFields = (party.customFieldValues ?? []).map((v) => ({
    definitionId: v.definitionId,
    name: v.definition?.name ?? "",
    value: v.value,
  }));
  const selected = addresses.find((a) => a.type === party.address) ?? addresses[0];
  return {
    ...fields,
    balance: toDecimal(balance),
    addressDetails: selected ? formatAddress(selected) : "",
    contacts,
    addresses,
    customFields,
  };
}

/**
 * The party as an update payload: a client's PUT is laid over it, so a field the client leaves out
 * keeps its value rather than being blanked — the contacts and addresses included. Left out: what
 * is not the client's to set (ids, the posted opening balance, the ledger balance), the version
 * (the client must send the one it read), and what is derived (phone and email from the primary
 * contact, the selected address's text).
 */
export function partyUpdatePayload(party: Row & PartyViewExtras): Row {
  const {
    id: _id,
    companyId: _companyId,
    version: _version,
    openingBalance: _openingBalance,
    balanceAsOf: _balanceAsOf,
    balance: _balance,
    phone: _phone,
    email: _email,
    addressDetails: _addressDetails,
    contacts,
    addresses,
    customFields,
    ...fields
  } = party;
  return {
    ...fields,
    contacts: contacts.map(({ id: _cid, ...contact }) => contact),
    addresses: addresses.map(({ id: _aid, ...address }) => address),
    customFields: customFields.map(({ definitionId, value }) => ({ definitionId, value })),
  };
}

/** The party's company, found only through a company the user owns (else 404). */
export async function findPartyCompanyId(config: PartyConfig, db: Knex, userId: number, id: number): Promise<number> {
  return recordCompanyId(db, userId, config.table, id, config.messages.notFound);
}

/** Refused (409) once any journal line is tagged with the party, the opening balance's included. */
export async function deleteParty(config: PartyConfig, db: Knex, ctx: ActivityContext, id: number): Promise<{ id: number; name: string }> {
  const { companyId } = ctx;
  return db.transaction(async (trx) => {
    const party = (await config.model
      .query(trx)
      .modify("ofCompany", companyId)
      .findById(id)
      .forUpdate()
      .select("id", config.nameColumn)) as unknown as Row | undefined;
    if (!party) throw new DomainError(config.messages.notFound, 404);
    const name = String(party[config.nameColumn]);
    const used = await trx("journalLines")
      .where({ companyId, [config.partyKey]: id })
      .first("id");
    if (used) throw new DomainError(config.messages.hasTransactions(name), 409);
    // Its contacts, addresses and custom values go with it (the foreign keys cascade).
    await config.model.query(trx).modify("ofCompany", companyId).deleteById(id);
    await recordPartyActivity(config, trx, ctx, "deleted", id, name);
    return { id, name };
  });
}

// ---- The list ----------------------------------------------------------------------------------

export interface PartyListOptions {
  q: string;
  view: "active" | "inactive" | "all";
  page: number;
  perPage: number;
  today: string;
}

/**
 * The list's two queries for one page: the count of matching parties, and the page itself — the
 * page's parties are picked first (by name), then each one's activity on the control account (the
 * side its balance grows on, opening balances excluded) for the current month, the five before it
 * and the year to date, and its balance, are summed over its own journal lines (LATERAL). Kept
 * apart so the benchmark can run exactly this SQL through a bare client.
 */
export function partyListQueries(
  config: PartyConfig,
  db: Knex,
  companyId: number,
  controlAccountId: number | null,
  options: PartyListOptions,
) {
  const { months, ytd } = monthColumns(options.today);
  const name = `p.${config.nameColumn}`;
  const filter = (q: Knex.QueryBuilder) => {
    q.where("p.companyId", companyId);
    if (options.view === "active") q.where("p.active", true);
    if (options.view === "inactive") q.where("p.active", false);
    if (options.q) q.whereRaw("?? ilike ?", [name, likeAnywhere(options.q)]);
  };
  const count = db(`${config.table} as p`).modify(filter).count({ total: "*" });
  const pageOfParties = db(`${config.table} as p`)
    .modify(filter)
    .orderByRaw("lower(??), p.id", [name])
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .select("p.id", "p.companyId", `p.${config.codeColumn}`, name, "p.active", "p.phone", "p.email", "p.openingBalance");
  const periods = [...months.map((m) => ({ key: m.key, from: m.from, to: m.to })), { key: "ytd", ...ytd }];
  const side = config.control.side;
  const sums = periods.map(
    () => `coalesce(sum(l.${side}) filter (where e.entry_type <> ? and l.entry_date >= ? and l.entry_date < ?), 0) as ??`,
  );
  const page = db
    .from(pageOfParties.as("p"))
    .joinRaw(
      `left join lateral (
        select ${sums.join(", ")}, coalesce(sum(${balanceSql(config)}), 0) as balance
        from journal_lines l
        join journal_entries e on e.company_id = l.company_id and e.id = l.journal_entry_id
        where l.company_id = p.company_id and ?? = p.id and l.account_id = ?
      ) as t on true`,
      [...periods.flatMap((p) => [config.opening.entryType, p.from, p.to, p.key]), `l.${config.partyKey}`, controlAccountId ?? 0],
    )
    .orderByRaw("lower(??), p.id", [name])
    .select("p.*", "t.*");
  return { count, page, months };
}

/** One page of the list with the month columns and the ledger balance; rows keep the party's column names. */
export async function listParties(config: PartyConfig, db: Knex, companyId: number, options: PartyListOptions) {
  const control = await findControlAccount(config, db, companyId);
  const { count, page, months } = partyListQueries(config, db, companyId, control, options);
  const [[{ total }], rows] = (await Promise.all([count, page])) as [{ total: string | number }[], Row[]];
  const money = (v: unknown) => toDecimal(fromDecimal(v as string));
  return {
    items: rows.map((r) => ({
      id: r.id,
      [config.codeColumn]: r[config.codeColumn],
      [config.nameColumn]: r[config.nameColumn],
      active: r.active,
      phone: r.phone,
      email: r.email,
      openingBalance: money(r.openingBalance),
      ...Object.fromEntries(months.map((m) => [m.key, money(r[m.key])])),
      ytd: money(r.ytd),
      balance: money(r.balance),
    })),
    months: months.map(({ key, label, from, to }) => ({ key, label, from, to })),
    total: Number(total),
    page: options.page,
    perPage: options.perPage,
  };
}

// ---- Many at once (the CSV import) -------------------------------------------------------------
// Many new parties inside the caller's transaction: rows are written in batches rather than one
// createParty (and its own transaction) per party. The caller has checked the inputs as createParty
// does (the company's references, free codes); the database's keys still refuse anything else.
// Each positive opening balance posts exactly as createParty posts it.

export interface PartyBatchProgress {
  phase: "parties" | "balances";
  done: number;
  total: number;
}

const INSERT_CHUNK = 500;

async function insertChunked(trx: Knex.Transaction, table: string, rows: Row[]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await trx(table).insert(rows.slice(start, start + INSERT_CHUNK));
}

/** Create the parties (in order) and post their opening balances; returns their ids in input order. */
export async function createPartiesInTransaction(
  config: PartyConfig,
  trx: Knex.Transaction,
  ctx: CompanyContext,
  inputs: readonly PartyCreateInput[],
  options: { onProgress?: (progress: PartyBatchProgress) => void } = {},
): Promise<number[]> {
  const { companyId } = ctx;
  const { codeColumn, partyKey } = config;
  const ids: number[] = [];
  for (let start = 0; start < inputs.length; start += INSERT_CHUNK) {
    const batch = inputs.slice(start, start + INSERT_CHUNK).map((input) => ({ input, contacts: normaliseContacts(input.contacts) }));
    const inserted = await config.insertRows(
      trx,
      batch.map(({ input, contacts }) => newPartyRow(config, ctx, input, contacts)),
    );
    // Codes are unique in the company (trimmed, case-insensitive): match the new ids by them.
    const idOf = new Map(inserted.map((r) => [String(r[codeColumn]).trim().toLowerCase(), Number(r.id)]));
    const batchIds = batch.map(({ input }) => idOf.get(String(input[codeColumn]).trim().toLowerCase())!);
    const children = batch.map(({ input, contacts }, i) => {
      const rows = childRows(companyId, input, contacts);
      const key = { [partyKey]: batchIds[i] };
      return {
        contacts: rows.contacts.map((row) => ({ ...row, ...key })),
        addresses: rows.addresses.map((row) => ({ ...row, ...key })),
        customValues: rows.customValues.map((row) => ({ ...row, ...key })),
      };
    });
    await insertChunked(
      trx,
      config.contactsTable,
      children.flatMap((c) => c.contacts),
    );
    await insertChunked(
      trx,
      config.addressesTable,
      children.flatMap((c) => c.addresses),
    );
    await insertChunked(
      trx,
      config.customValuesTable,
      children.flatMap((c) => c.customValues),
    );
    ids.push(...batchIds);
    options.onProgress?.({ phase: "parties", done: ids.length, total: inputs.length });
  }

  const withBalance = inputs.map((input, i) => ({ input, id: ids[i] })).filter(({ input }) => input.openingBalance > 0);
  if (withBalance.length) {
    const accounts = { equity: await openingBalanceEquityAccount(trx, companyId), control: await controlAccount(config, trx, companyId) };
    // In order, so the entry numbers follow the inputs; in slices, for the progress bar.
    for (let start = 0; start < withBalance.length; start += INSERT_CHUNK) {
      const slice = withBalance.slice(start, start + INSERT_CHUNK);
      await postEntries(
        trx,
        ctx,
        slice.map(({ input, id }) =>
          openingPosting(
            config,
            { id, name: String(input[config.nameColumn]) },
            input.openingBalance,
            input.balanceAsOf ?? ctx.today,
            accounts,
          ),
        ),
      );
      options.onProgress?.({ phase: "balances", done: start + slice.length, total: withBalance.length });
    }
  }
  return ids;
}

/**
 * A party's services under its own types (the vendor's and customer's modules export them under
 * their names — createVendor, getVendor — or as one object, customerService): create (and read back), a versioned edit (and read
 * back), read, the update payload a PUT is laid over, and the code's availability.
 */
export function partyService<View, CreateInput extends PartyCreateInput, UpdateInput extends PartyFieldsInput & { version: number }>(
  config: PartyConfig,
) {
  const get = async (db: Knex, companyId: number, id: number): Promise<View> => (await getParty(config, db, companyId, id)) as View;
  return {
    get,
    create: async (db: Knex, ctx: CompanyContext, input: CreateInput): Promise<View> =>
      get(db, ctx.companyId, await createParty(config, db, ctx, input)),
    update: async (db: Knex, ctx: CompanyContext, id: number, input: UpdateInput): Promise<View> => {
      await updateParty(config, db, ctx, id, input);
      return get(db, ctx.companyId, id);
    },
    updatePayload: (view: View): Row => partyUpdatePayload(view as Row & PartyViewExtras),
    codeExists: (db: Knex, companyId: number, code: string, exceptId?: number | null): Promise<boolean> =>
      partyCodeExists(config, db, companyId, code, exceptId),
  };
}
