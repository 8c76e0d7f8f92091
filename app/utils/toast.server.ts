import { createCookie, redirect } from "@remix-run/node";
import { sessionSecret } from "./config.server";

export interface FlashToast {
  type: "success" | "error" | "info";
  message: string;
}

// A one-shot toast carried across a redirect (post/redirect/get), shown by the root layout.
const toastCookie = () =>
  createCookie("ledgerline_toast", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60, secrets: [sessionSecret()] });

export async function redirectWithToast(url: string, toast: FlashToast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie().serialize(toast));
  return redirect(headerSafeUrl(url), { ...init, headers });
}

/**
 * A URL that can stand in a Location header: every character outside printable ASCII (a space, a
 * NUL, a line break, "é", a lone surrogate as U+FFFD) percent-encoded as UTF-8. A screen that sends
 * the user back to the list it came from puts the list's query, as the form posted it, in the URL;
 * a header refuses such characters, and the redirect would have been a 500.
 */
export function headerSafeUrl(url: string): string {
  let safe = "";
  for (const character of url) {
    const code = character.codePointAt(0)!;
    safe +=
      code > 0x20 && code < 0x7f
        ? character
        : [...new TextEncoder().encode(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return safe;
}

/** Read and clear the flash toast: returns it with the Set-Cookie header that clears it. */
export async function getToast(request: Request): Promise<{ toast: FlashToast | null; headers: Headers | null }> {
  const cookie = toastCookie();
  const value = await cookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || typeof value.message !== "string") return { toast: null, headers: null };
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { toast: value as FlashToast, headers };
}
