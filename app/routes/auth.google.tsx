import type { LoaderFunctionArgs } from "@remix-run/node";
import { createCookie, redirect } from "@remix-run/node";
import { getDb } from "~/utils/db.server";
import {
  fetchGoogleProfile,
  findOrCreateGoogleUser,
  googleAuthorizationUrl,
  googleSignInEnabled,
  newOAuthState,
} from "~/modules/auth/google.server";
import { signIn } from "~/modules/auth/session.server";

// GET /auth/google starts the Google sign-in; Google sends the user back here with ?code&state.
// The outcome is shown on /gmail-auth-result.

const stateCookie = createCookie("ledgerline_oauth_state", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 600 });

export async function loader({ request }: LoaderFunctionArgs) {
  if (!googleSignInEnabled()) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const redirectUri = `${url.origin}/auth/google`;
  const code = url.searchParams.get("code");
  const returnedState = url.searchParams.get("state");
  if (!returnedState) {
    const state = newOAuthState();
    return redirect(googleAuthorizationUrl(redirectUri, state), {
      headers: { "Set-Cookie": await stateCookie.serialize(state) },
    });
  }
  const expectedState = await stateCookie.parse(request.headers.get("Cookie"));
  if (!code) return redirect("/gmail-auth-result?error=no_code");
  if (!expectedState || expectedState !== returnedState) return redirect("/gmail-auth-result?error=auth_failed");
  try {
    const profile = await fetchGoogleProfile(code, redirectUri);
    const user = await findOrCreateGoogleUser(await getDb(), profile);
    return signIn(request, user.id, "/gmail-auth-result?status=success");
  } catch (error) {
    console.error(error);
    return redirect("/gmail-auth-result?error=auth_failed");
  }
}
