import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card";
import { LogoutButton } from "~/components/logout-button";
import { screenMeta } from "~/lib/title";
import { getUser, signOut } from "~/modules/auth/session.server";

// GET /logout only asks: a link or an <img> on any site must not sign the user out. Signing out
// is the POST (same-origin, as every state-changing request), and always ends at /login.
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getUser(request))) throw redirect("/login");
  return null;
}

export const action = ({ request }: ActionFunctionArgs) => signOut(request);

export default function Logout() {
  return (
    <AuthCard title="Sign out?">
      <p className="mb-6 text-center text-slate-700">Do you want to sign out of Ledgerline?</p>
      <div className="flex items-center justify-center gap-3">
        <LogoutButton label="Sign out" className="rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800" />
        <Link to="/home" className="rounded border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 no-underline">
          Cancel
        </Link>
      </div>
    </AuthCard>
  );
}

export const meta = screenMeta("Sign out");
