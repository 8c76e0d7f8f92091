// Text a user typed into a search box, as the database reads it. Stored text never holds a control
// character (the schemas refuse them), so a search may drop them; PostgreSQL refuses a NUL in any
// parameter, which would otherwise turn a stray %00 into a 500.

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** The search as typed, without control characters, trimmed, at most `max` characters. */
export const searchText = (value: string, max = 200) => value.replace(CONTROL, "").trim().slice(0, max);

/** The search with LIKE's own characters (\ % _) escaped, control characters dropped. */
export const likeEscaped = (value: string) => searchText(value, 1000).replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching the search anywhere in the text. */
export const likeAnywhere = (value: string) => `%${likeEscaped(value)}%`;
