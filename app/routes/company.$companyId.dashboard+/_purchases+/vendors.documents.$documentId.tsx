import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DocumentDetails } from "~/components/purchases/document-details";
import { dashboardBase, menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { MemorizeLink } from "~/components/recurring/memorize-link";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readPurchaseDocument } from "~/modules/purchases/document-reads.server";
import { DOCUMENT_LABELS } from "~/modules/purchases/schema";
import { notFoundPage, orNotFoundPage } from "~/utils/errors";

// One saved purchase document — bill, credit card charge, cash expense, cash purchase or vendor
// credit — read-only, with the journal entry it posted. A draft bill links to its editor.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const raw = (params.documentId ?? "").trim();
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw notFoundPage("Document not found");
  return { companyId: company.id, document: await orNotFoundPage(readPurchaseDocument(db, company.id, Number(raw)), "Document not found") };
}

export default function PurchaseDocumentRoute() {
  const { companyId, document } = useLoaderData<typeof loader>();
  const title = `${DOCUMENT_LABELS[document.kind].title} ${document.number}`;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        items={[
          { label: "Dashboard", to: dashboardBase(companyId) },
          { label: "Vendors", to: menuHref(companyId, "vendors") },
          { label: title },
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">{title}</h1>
        <MemorizeLink
          companyId={companyId}
          kind={document.kind}
          documentId={document.id}
          posted={document.status !== "draft" && document.status !== "void"}
        />
        {document.kind === "bill" && document.status === "draft" ? (
          <Link
            to={menuHref(companyId, `vendors/edit-bill/${document.id}`)}
            className={buttonClasses({ size: "sm", className: "text-white no-underline" })}
          >
            Edit Draft
          </Link>
        ) : null}
      </div>
      <DocumentDetails companyId={companyId} document={document} />
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Purchase Document");
