// Text a user typed into a search box, as the database reads it. Stored text never holds a control
// character (the schemas refuse them), so a search may drop them; PostgreSQL refuses a NUL in any
// parameter, which would otherwise turn a stray %00 into a 500.

/** C0 controls, DEL and the C1 controls (tab, LF and CR are left to each text field's kind to judge). */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTER.source, "g");

/** The search as typed, without control characters, trimmed, at most `max` characters. */
export const searchText = (value: string, max = 200) => value.replace(EVERY_CONTROL_CHARACTER, "").trim().slice(0, max);

/** The search with LIKE's own characters (\ % _) escaped, control characters dropped. */
export const likeEscaped = (value: string) => searchText(value, 1000).replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching the search anywhere in the text. */
export const likeAnywhere = (value: string) => `%${likeEscaped(value)}%`;

/**
 * A where-clause group for a list's search box: the rows where any of `columns` holds the search
 * anywhere, in any case (`a ILIKE '%…%' OR b ILIKE '%…%'`, LIKE's own characters taken as typed):
 * `query.where(anyColumnContains(["c.name", "c.email"], q))`.
 */
export const anyColumnContains =
  (columns: readonly string[], search: string) =>
  <W extends { orWhereRaw(sql: string, bindings: readonly string[]): unknown }>(where: W): void => {
    const like = likeAnywhere(search);
    for (const column of columns) where.orWhereRaw("?? ILIKE ?", [column, like]);
  };
