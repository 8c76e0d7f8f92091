import type { LoaderFunctionArgs } from "@remix-run/node";
import { authenticator, googleSignInEnabled } from "~/modules/auth/authenticator.server";

// GET /auth/google starts the Google sign-in: the strategy answers with a redirect to Google's
// consent page and sets the cookie that keeps its state and PKCE verifier. Google then sends the
// browser to /auth/google/callback.
export async function loader({ request }: LoaderFunctionArgs) {
  if (!googleSignInEnabled()) throw new Response("Not Found", { status: 404 });
  // Always a fresh start: without a query the strategy never takes this request for a callback.
  const start = new Request(new URL("/auth/google", request.url), { headers: request.headers });
  try {
    await authenticator.authenticate("google", start);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("The Google strategy did not redirect to Google");
}
