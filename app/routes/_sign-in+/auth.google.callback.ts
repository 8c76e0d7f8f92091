import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { authenticator, GOOGLE_STATE_COOKIE, googleSignInEnabled } from "~/modules/auth/authenticator.server";
import { signIn } from "~/modules/auth/session.server";

// GET /auth/google/callback?code&state: Google sends the browser back here. The strategy checks
// the state against its cookie, exchanges the code with the PKCE verifier and hands the profile to
// its verify function, which finds or creates the user; we then start our own session. Every
// outcome ends on /gmail-auth-result: success, no code (the person declined), or a failure (a
// missing or tampered state, a refused code, an unreadable profile), never an error page.

/** Expire the strategy's state cookies: each attempt is good once. */
function clearStateCookies(request: Request, response: Response): Response {
  const names = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => name.startsWith(GOOGLE_STATE_COOKIE));
  for (const name of names) response.headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  return response;
}

const failure = (error: "no_code" | "auth_failed") => redirect(`/gmail-auth-result?error=${error}`);

export async function loader({ request }: LoaderFunctionArgs) {
  if (!googleSignInEnabled()) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  if (!url.searchParams.get("code")) return clearStateCookies(request, failure("no_code"));
  // Without a state the strategy would start a new sign-in; here it can only be a refusal.
  if (!url.searchParams.get("state")) return clearStateCookies(request, failure("auth_failed"));
  try {
    const user = await authenticator.authenticate("google", request);
    return clearStateCookies(request, await signIn(request, user.id, "/gmail-auth-result?status=success"));
  } catch (error) {
    if (error instanceof Response) throw error;
    // A state that is missing from the cookie or does not match it is refused quietly: it is what
    // a forged or replayed callback looks like. Anything else is logged for the administrator.
    if (!(error instanceof ReferenceError || error instanceof RangeError)) console.error(error);
    return clearStateCookies(request, failure("auth_failed"));
  }
}
