import { isRowId } from "~/lib/row-id";
import { likeEscaped, searchText } from "~/lib/search-text";
import type { Knex } from "knex";
import type { PartyConfig } from "./party.server";

// The parties a form offers. A select lists the company's active parties by name (and the one the
// record already has even when it is inactive now). Pickers search instead (searchParties): a
// company may have tens of thousands, so a page carries only a few matches and the picker asks for
// more as the user types.

/** One party as a picker shows it. */
export interface PartyMatch {
  id: number;
  code: string;
  name: string;
  phone: string;
  email: string;
  active: boolean;
}

export const PARTY_SEARCH_LIMIT = 20;
export const PARTY_SEARCH_MAX = 50;

export interface PartySearch {
  /** Part of the name, or the start of the code (case aside); "" lists from the first name on. */
  q?: string;
  view?: "active" | "inactive" | "all";
  limit?: number;
}

type Row = Record<string, unknown>;

/** The company's active parties (and `keepId`) by name, for a select. */
export async function listPartyOptions(config: PartyConfig, db: Knex, companyId: number, keepId: number | null = null) {
  const rows: Row[] = await db(config.table)
    .where({ companyId })
    .where((q) => {
      q.where("active", true);
      if (keepId !== null) q.orWhere("id", keepId);
    })
    .orderByRaw("lower(??), id", [config.nameColumn])
    .select("id", config.codeColumn, config.nameColumn, "active");
  return rows.map((r) => ({
    id: Number(r.id),
    code: String(r[config.codeColumn]),
    name: String(r[config.nameColumn]),
    active: Boolean(r.active),
  }));
}

const toMatch = (config: PartyConfig, r: Row): PartyMatch => ({
  id: Number(r.id),
  code: String(r[config.codeColumn] ?? ""),
  name: String(r[config.nameColumn]),
  phone: String(r.phone ?? ""),
  email: String(r.email ?? ""),
  active: Boolean(r.active),
});

/** The company's parties matching `q`, by name, at most `limit` (20 unless asked, 50 at most). */
export async function searchParties(config: PartyConfig, db: Knex, companyId: number, search: PartySearch = {}): Promise<PartyMatch[]> {
  const q = searchText(search.q ?? "");
  const view = search.view ?? "active";
  const limit = Math.min(Math.max(1, Math.trunc(search.limit ?? PARTY_SEARCH_LIMIT)), PARTY_SEARCH_MAX);
  const query = db(config.table).where({ companyId });
  if (view !== "all") query.where("active", view === "active");
  if (q) {
    // Name anywhere, code from its start: a scan of the company's parties stays a few ms.
    const escaped = likeEscaped(q);
    query.where((w) =>
      w
        .whereRaw("?? ilike ?", [config.nameColumn, `%${escaped}%`])
        .orWhereRaw("lower(btrim(??)) like ?", [config.codeColumn, `${escaped.toLowerCase()}%`]),
    );
  }
  const rows: Row[] = await query
    .orderByRaw("lower(??), id", [config.nameColumn])
    .limit(limit)
    .select("id", config.codeColumn, config.nameColumn, "phone", "email", "active");
  return rows.map((r) => toMatch(config, r));
}

/** One party of the company by id (any status), as a match; null when there is none. */
export async function partyMatch(config: PartyConfig, db: Knex, companyId: number, id: number | null): Promise<PartyMatch | null> {
  if (id === null || !isRowId(id)) return null;
  const r = await db(config.table).where({ companyId, id }).first("id", config.codeColumn, config.nameColumn, "phone", "email", "active");
  return r ? toMatch(config, r) : null;
}

/** The company's first active party of exactly this name (case and outer spaces aside), or null. */
export async function findPartyByName(config: PartyConfig, db: Knex, companyId: number, name: string): Promise<PartyMatch | null> {
  const wanted = searchText(name, 1000);
  if (!wanted) return null;
  const r = await db(config.table)
    .where({ companyId, active: true })
    .whereRaw("lower(btrim(??)) = lower(?)", [config.nameColumn, wanted])
    .orderBy("id")
    .first("id");
  return r ? partyMatch(config, db, companyId, Number(r.id)) : null;
}

/**
 * What a page's picker offers before any JavaScript runs: the matches of the search typed (the
 * first parties by name when none), with the chosen party first when it is not among them.
 */
export async function partyPickerOptions(
  config: PartyConfig,
  db: Knex,
  companyId: number,
  options: { q?: string; selectedId?: number | null; view?: PartySearch["view"] },
): Promise<PartyMatch[]> {
  const [matches, selected] = await Promise.all([
    searchParties(config, db, companyId, { q: options.q, view: options.view }),
    partyMatch(config, db, companyId, options.selectedId ?? null),
  ]);
  return selected && !matches.some((m) => m.id === selected.id) ? [selected, ...matches] : matches;
}
