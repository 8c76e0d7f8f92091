// Which URLs a route table answers with a screen of its own. A route table is what Remix knows
// (the server build's `routes`, or the route config the compiler reads): each route's path is
// relative to its parent's, `:name` is a parameter, `*` a splat, a trailing `?` an optional segment.

export interface RouteTableEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export type RouteTable = Readonly<Record<string, RouteTableEntry | undefined>>;

/** The route's full path pattern, its ancestors' paths joined, without slashes around it. */
function fullPath(table: RouteTable, route: RouteTableEntry): string {
  const parts: string[] = [];
  for (let current: RouteTableEntry | undefined = route; current; current = current.parentId ? table[current.parentId] : undefined) {
    if (current.path) parts.unshift(current.path);
  }
  return parts
    .join("/")
    .split("/")
    .filter((segment) => segment !== "")
    .join("/");
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternRegex(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      const optional = segment.endsWith("?");
      const name = optional ? segment.slice(0, -1) : segment;
      const piece = name.startsWith(":") ? "/[^/]+" : `/${escapeRegex(name)}`;
      return optional ? `(?:${piece})?` : piece;
    })
    .join("");
  return new RegExp(`^${body}/?$`, "i");
}

/**
 * The routes that render a screen of their own, with their full path patterns: index routes and
 * every route with a path of its own — a parent at its exact address renders itself with an empty
 * outlet (the Journal Entries list, parent of an entry's page) — never a pathless layout (the root)
 * or a splat (`$.tsx`: it answers any path, with "Page not found").
 */
export function screenRoutes(table: RouteTable): { id: string; pattern: string }[] {
  const routes = Object.values(table).filter((route): route is RouteTableEntry => Boolean(route));
  return (
    routes
      .filter((route) => route.index || Boolean(route.path))
      .filter((route) => !(route.path ?? "").split("/").includes("*"))
      // A layout and its index route share an address: the index route is the screen shown there.
      .sort((a, b) => Number(Boolean(b.index)) - Number(Boolean(a.index)))
      .map((route) => ({ id: route.id, pattern: fullPath(table, route) }))
  );
}

/**
 * Finds the screen a URL ("/company/7/dashboard/overview", a query string allowed) leads to: the id
 * of its route, or undefined when no screen answers it.
 */
export function screenFinder(table: RouteTable): (href: string) => string | undefined {
  const screens = screenRoutes(table).map(({ id, pattern }) => ({ id, regex: patternRegex(pattern) }));
  return (href) => {
    const pathname = href.split(/[?#]/)[0];
    return screens.find(({ regex }) => regex.test(pathname))?.id;
  };
}
