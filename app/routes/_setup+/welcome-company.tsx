import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { screenMeta } from "~/lib/title";
import { requireUser } from "~/modules/auth/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

/** One way to set up, as a card: what it is, and the link that starts it. */
function SetupChoice({ id, title, text, to, variant }: { id: string; title: string; text: string; to: string; variant?: "secondary" }) {
  return (
    <Card className="flex flex-col p-6">
      <section aria-labelledby={id} className="flex flex-1 flex-col">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-2 flex-1 text-sm text-slate-600">{text}</p>
        <Link to={to} className={buttonClasses({ variant, className: "mt-6 no-underline" })}>
          {title}
        </Link>
      </section>
    </Card>
  );
}

/** Choose between the short setup (experienced users) and the full guided setup. */
export default function WelcomeCompany() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-center text-2xl font-semibold text-slate-900">Let's set up your new company</h1>
      <p className="mt-2 text-center text-slate-600">Choose how much help you would like. You can change every setting later.</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <SetupChoice
          id="skip-setup-title"
          title="Skip Setup"
          to="/company-setup?skipSetup=true"
          variant="secondary"
          text="Experienced with bookkeeping software? Enter just your company details, industry and encryption choice, and start with our recommended settings: services and products, the common accounts and bill tracking. Fine-tune them whenever you like in Company Preferences."
        />
        <SetupChoice
          id="start-setup-title"
          title="Start Setup"
          to="/company-setup"
          text="New to Ledgerline or to bookkeeping? We will guide you step by step through your company details, the words your business uses, what you sell, your accounts and how you track bills, explaining each choice as we go."
        />
      </div>
    </main>
  );
}

export const meta = screenMeta("Welcome Company");
