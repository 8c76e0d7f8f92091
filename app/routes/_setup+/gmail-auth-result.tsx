import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { screenMeta } from "~/lib/title";
import { getUser } from "~/modules/auth/session.server";

const ERROR_MESSAGES: Record<string, string> = {
  no_code: "No authorization code received from Google.",
  auth_failed: "Authentication failed. Please try again.",
};
const UNKNOWN_ERROR = "An unknown error occurred during authentication.";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const success = url.searchParams.get("status") === "success";
  const user = await getUser(request);
  // A signed-in user opening this public page goes home, except right after a successful sign-in.
  if (user && !success) throw redirect("/home");
  if (success && user) return { state: "success" as const, message: "" };
  const error = url.searchParams.get("error") ?? "";
  return { state: "failure" as const, message: ERROR_MESSAGES[error] ?? UNKNOWN_ERROR };
}

export default function GmailAuthResult() {
  const result = useLoaderData<typeof loader>();
  // Processing for 1.5 s, then the outcome. Without JavaScript the outcome shows at once.
  const [processing, setProcessing] = useState(false);
  useEffect(() => {
    setProcessing(true);
    const timer = setTimeout(() => setProcessing(false), 1500);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (processing || result.state !== "success") return;
    // In a pop-up, refresh the opener and close after 3 s; otherwise go to the app.
    const timer = setTimeout(() => {
      if (window.opener) {
        window.opener.location.href = "/home";
        window.close();
      } else {
        window.location.href = "/";
      }
    }, 3000);
    return () => clearTimeout(timer);
  }, [processing, result.state]);

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm" aria-live="polite">
        {processing ? (
          <>
            <h1 className="text-xl font-semibold">Processing sign-in...</h1>
            <p className="mt-2 text-slate-600">Please wait while we finish signing you in.</p>
          </>
        ) : result.state === "success" ? (
          <>
            <h1 className="text-xl font-semibold text-green-800">Signed in successfully</h1>
            <p className="mt-2 text-slate-600">
              This window will close in a moment. <a href="/home">Continue to Ledgerline</a>
            </p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-red-800">Sign-in failed</h1>
            <p role="alert" className="mt-2 text-slate-700">
              {result.message}
            </p>
            <button
              type="button"
              onClick={() => (window.opener ? window.close() : (window.location.href = "/login"))}
              className="mt-4 rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white"
            >
              Close
            </button>
            <noscript>
              <p className="mt-4">
                <a href="/login">Back to sign in</a>
              </p>
            </noscript>
          </>
        )}
      </div>
    </main>
  );
}

export const meta = screenMeta("Sign-in Result");
