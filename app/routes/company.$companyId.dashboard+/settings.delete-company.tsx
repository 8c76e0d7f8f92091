import { getFormProps, useForm } from "@conform-to/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConformField } from "~/components/ui/conform-field";
import { dashboardBase } from "~/components/shell/menu";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { FormErrors } from "~/components/ui/field";
import { screenMeta } from "~/lib/title";
import { ARCHIVE_DAYS } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import type { action } from "./__delete-company.server";

// Delete Company (Settings): the owner's own password, then the company is archived — hidden,
// restorable from the company chooser (/home) for ARCHIVE_DAYS days, destroyed only by a purge.
// The action is in __delete-company.server.ts; the password check loads after the form appears (ADR 0027).

/** The form's check (its schema and conform's zod adapter), loaded after the screen appears. */
const loadChecks = async () => {
  const [{ parseWithZod }, { deleteCompanySchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/companies/schema"),
  ]);
  return (formData: FormData) => parseWithZod(formData, { schema: deleteCompanySchema });
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompany(request, params.companyId, "delete");
  return { companyId: company.id, companyName: company.companyName, archiveDays: ARCHIVE_DAYS };
}

export { action } from "./__delete-company.server";

/** A save that gets no answer (offline, a server error) keeps the page with the form's message. */
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

export default function DeleteCompany() {
  const { companyId, companyName, archiveDays } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const checks = useDeferredChecks(loadChecks);
  const [form, fields] = useForm({
    id: "delete-company",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateWhenLoaded(checks, context, (check) => check(context.formData)),
  });
  return (
    <div className="mx-auto max-w-2xl">
      <Card>
        <CardHeader headingLevel={1} title="Delete Company" description={companyName} />
        <CardBody>
          <Form method="post" className="max-w-sm" {...getFormProps(form)}>
            <p className="text-sm text-slate-700">
              Deleting {companyName} hides it and its books from every list. You can restore it from Archived companies on the company
              chooser for {archiveDays} days; after that it may be destroyed for good. Enter your password to confirm.
            </p>
            <FormErrors errors={form.errors} id={form.errorId} />
            <ConformField
              meta={fields.password}
              type="password"
              containerClassName="mt-3"
              label="Your password"
              required
              autoComplete="current-password"
            />
            <div className="mt-4 flex flex-wrap gap-2">
              <Button type="submit" variant="danger" disabled={navigation.state === "submitting"}>
                Delete Company
              </Button>
              <Link to={dashboardBase(companyId)} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
                Keep company
              </Link>
            </div>
          </Form>
        </CardBody>
      </Card>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Delete Company");
