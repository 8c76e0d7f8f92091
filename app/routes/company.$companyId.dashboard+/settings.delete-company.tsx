import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { dashboardBase } from "~/components/shell/menu";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Field, FormErrors } from "~/components/ui/field";
import { pageTitle } from "~/lib/title";
import { ARCHIVE_DAYS, deleteCompany } from "~/modules/companies/companies.server";
import { deleteCompanySchema } from "~/modules/companies/schema";
import { requireCompany } from "~/modules/companies/require-company.server";
import { refusalAnswer } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// Delete Company (Settings): the owner's own password, then the company is archived — hidden,
// restorable from the company chooser (/home) for ARCHIVE_DAYS days, destroyed only by a purge.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompany(request, params.companyId);
  return { companyId: company.id, companyName: company.companyName, archiveDays: ARCHIVE_DAYS };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const submission = parseWithZod(await request.formData(), { schema: deleteCompanySchema });
  // The password is never sent back to the browser.
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  try {
    await deleteCompany(db, user.id, company.id, submission.value.password);
  } catch (error) {
    return refusalAnswer(submission, error, { hideFields: ["password"] });
  }
  return redirectWithToast("/home", {
    type: "success",
    message: `Company "${company.companyName}" was deleted. You can restore it from Archived companies for ${ARCHIVE_DAYS} days.`,
  });
}

export default function DeleteCompany() {
  const { companyId, companyName, archiveDays } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "delete-company",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteCompanySchema }),
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
            <Field
              containerClassName="mt-3"
              label="Your password"
              error={fields.password.errors}
              required
              autoComplete="current-password"
              {...getInputProps(fields.password, { type: "password" })}
              id={fields.password.id}
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

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("Delete Company") }];
