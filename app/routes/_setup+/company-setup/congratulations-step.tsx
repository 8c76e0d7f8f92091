import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";

/** The last screen: the company exists; Go to Dashboard opens it. */
export function CongratulationsStep({ company }: { company: { id: number; companyName: string } }) {
  const navigation = useNavigation();
  return (
    <section aria-labelledby="setup-step-title" className="space-y-4 text-center">
      <h2 id="setup-step-title" className="text-2xl font-semibold text-slate-900">
        Congratulations!
      </h2>
      <p className="text-slate-700">
        <strong>{company.companyName}</strong> is set up and ready. You can change any of these settings later in Company Preferences.
      </p>
      <Form method="post" action="/company-setup">
        <input type="hidden" name="companyId" value={company.id} />
        <Button type="submit" name="intent" value="finish" disabled={navigation.state !== "idle"}>
          Go to Dashboard
        </Button>
      </Form>
    </section>
  );
}
