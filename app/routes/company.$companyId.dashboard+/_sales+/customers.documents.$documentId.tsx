import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SalesDocumentDetails } from "~/components/sales/sales-document-details";
import { dashboardBase, menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { MemorizeLink } from "~/components/recurring/memorize-link";
import { screenMeta } from "~/lib/title";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readSalesDocument } from "~/modules/sales/document-reads.server";
import { deleteDraftSalesDocument, voidSalesDocument } from "~/modules/sales/documents.server";
import { SALES_KIND_INFO } from "~/modules/sales/kinds/info";
import { assertDomainError, notFoundPage, orNotFoundPage } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// One saved sales document — invoice, cash sale or credit memo — read-only, with its figures, its
// status and the journal entry it posted; Download PDF; Void (asked first: its entry reversed, its
// stock put back; refused while payments are applied) and, for a draft, Edit and Delete.

function documentId(raw: string | undefined): number {
  const text = (raw ?? "").trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) throw notFoundPage("Document not found");
  return Number(text);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const document = await orNotFoundPage(
    readSalesDocument(db, company.id, documentId(params.documentId), undefined, ctx.today),
    "Document not found",
  );
  return { companyId: company.id, document };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const id = documentId(params.documentId);
  await orNotFoundPage(readSalesDocument(db, company.id, id), "Document not found");
  const intent = String((await request.formData()).get("intent") ?? "");
  try {
    if (intent === "void") {
      const { message } = await voidSalesDocument(db, ctx, id);
      return redirectWithToast(menuHref(company.id, `customers/documents/${id}`), { type: "success", message });
    }
    if (intent === "delete") {
      const { message } = await deleteDraftSalesDocument(db, ctx, id);
      return redirectWithToast(menuHref(company.id, "customers/invoices"), { type: "success", message });
    }
  } catch (error) {
    assertDomainError(error);
    return data({ error: error.message }, { status: error.status });
  }
  return data({ error: "Unknown action" }, { status: 400 });
}

export default function SalesDocumentRoute() {
  const { companyId, document } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const title = `${SALES_KIND_INFO[document.kind].labels.title} ${document.number}`;
  const draft = document.status === "draft";
  const voidable = !draft && document.status !== "void";
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        items={[
          { label: "Dashboard", to: dashboardBase(companyId) },
          { label: "Invoices", to: menuHref(companyId, "customers/invoices") },
          { label: title },
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{title}</h1>
        <a
          href={menuHref(companyId, `customers/documents/${document.id}/pdf`)}
          className={buttonClasses({ variant: "secondary", size: "sm", className: "no-underline" })}
          target="_blank"
          rel="noreferrer"
        >
          Download / Print PDF
        </a>
        <MemorizeLink
          companyId={companyId}
          kind={document.kind}
          documentId={document.id}
          posted={document.status !== "draft" && document.status !== "void"}
        />
        {draft ? (
          <Link
            to={menuHref(companyId, `customers/edit-invoice/${document.id}`)}
            className={buttonClasses({ size: "sm", className: "text-white no-underline" })}
          >
            Edit Draft
          </Link>
        ) : null}
      </div>
      {answer?.error ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {answer.error}
        </div>
      ) : null}
      {voidable || draft ? (
        // Asked first, with or without JavaScript: the question opens below the button.
        <details className="rounded-md border border-slate-200 px-4 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-red-700">{draft ? "Delete Draft" : `Void ${title}`}</summary>
          <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-slate-700">
              {draft
                ? "Delete this draft? It posted nothing; it cannot be brought back."
                : `Void ${title}? Its journal entry is reversed and its stock put back; it stays listed as Void.`}
            </p>
            <Button type="submit" name="intent" value={draft ? "delete" : "void"} variant="danger" size="sm" disabled={busy}>
              {draft ? "Yes, delete it" : "Yes, void it"}
            </Button>
          </Form>
        </details>
      ) : null}
      <SalesDocumentDetails companyId={companyId} document={document} />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Sales Document");
