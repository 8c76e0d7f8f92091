import { rowIdOf } from "~/lib/row-id";
import type { Submission } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { menuHref } from "~/components/shell/menu";
import { formatUsDate } from "~/lib/dates";
import { toCsv } from "~/lib/csv";
import { parsePagination } from "~/lib/pagination";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import {
  ACCUMULATED_ACCOUNT_TYPES,
  ASSET_ACCOUNT_TYPES,
  DEPRECIATION_ACCOUNT_TYPES,
  FIXED_ASSET_MESSAGES as M,
  type AssetStatus,
} from "~/modules/fixed-assets/constants";
import {
  allFixedAssets,
  fixedAssetStartDate,
  listFixedAssets,
  purchaseDocuments,
  registerFixedAsset,
  type FixedAssetRow,
} from "~/modules/fixed-assets/fixed-assets.server";
import { formatMoney, fromDecimal } from "~/lib/money";
import type { Knex } from "knex";
import { assertDomainError, notFoundPage } from "~/utils/errors";
import { refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// What the Fixed Assets screens share: the three lists (Pending Items, Registered Items, Sold and
// Disposed) — a page of the company's assets of one status, their Export to CSV, and Register on
// a pending row — the asset in an address, the account choices, and a refusal on a form.

/** The asset id in an address, or the 404 page. */
export function assetIdOf(raw: string | undefined | null): number {
  const id = rowIdOf(raw);
  if (id === null) throw notFoundPage(M.notFound);
  return id;
}

/** A list screen's loader: the page of the company's assets of `status`. */
export function assetListLoader(status: AssetStatus) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const { company, db } = await requireCompany(request, params.companyId);
    const { page, perPage } = parsePagination(new URL(request.url).searchParams);
    return { companyId: company.id, list: await listFixedAssets(db, company.id, { status, page, perPage }) };
  };
}

const CSV_COLUMNS: Record<AssetStatus, [string, (a: FixedAssetRow) => string][]> = {
  pending: [],
  registered: [
    ["Book value", (a) => a.bookValue],
    ["Accumulated Depreciation", (a) => a.accumulatedDepreciation],
  ],
  disposed: [
    ["Disposal Date", (a) => formatUsDate(a.disposalDate)],
    ["Disposal Price", (a) => a.disposalPrice ?? ""],
    ["Gains/Losses", (a) => a.gainLoss ?? ""],
  ],
};

/** A list's Export to CSV: every asset of `status` (not only the page shown), as `<filename>`. */
export function assetCsvLoader(status: AssetStatus, filename: string) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const { company, db } = await requireCompany(request, params.companyId);
    const rows = await allFixedAssets(db, company.id, status);
    const columns: [string, (a: FixedAssetRow) => string][] = [
      ["Item", (a) => a.itemName],
      ["Asset Number", (a) => String(a.assetNumber)],
      ["Asset Type", (a) => a.assetType],
      ["Account", (a) => a.accountName],
      ["Purchase Date", (a) => formatUsDate(a.purchaseDate)],
      ["Purchase Price", (a) => a.purchasePrice],
      ...CSV_COLUMNS[status],
    ];
    const csv = toCsv([columns.map(([header]) => header), ...rows.map((row) => columns.map(([, cell]) => cell(row)))]);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      },
    });
  };
}

/** Pending Items' Register: the asset registered (to Registered Items with its message), or why not. */
export async function registerAction({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const form = await request.formData();
  if (form.get("intent") !== "register") return data({ error: "Unknown action" }, { status: 400 });
  const id = assetIdOf(String(form.get("assetId") ?? ""));
  try {
    const { message } = await registerFixedAsset(db, companyContext(company, user.id), id);
    return redirectWithToast(menuHref(company.id, "company/fixed-assets/registered-items"), { type: "success", message });
  } catch (error) {
    assertDomainError(error);
    return data({ error: error.message }, { status: error.status });
  }
}

/** The company's active accounts of `types`, as a select's options. */
export async function accountOptions(db: Parameters<typeof allAccounts>[0], companyId: number, types: readonly string[]) {
  const accounts = await allAccounts(db, companyId, { activeOnly: true, types });
  return accounts.map((a) => ({ value: String(a.id), label: `${a.accountNumber} · ${a.accountName}` }));
}

/** The asset form's choices (New Asset, Add a New Asset, Edit): the accounts of each picker, the documents that bought fixed assets, the start date. */
export async function assetFormChoices(db: Knex, company: { id: number } & Parameters<typeof companyContext>[0], userId: number) {
  const [assetAccounts, depreciationAccounts, accumulatedAccounts, documents, start] = await Promise.all([
    accountOptions(db, company.id, ASSET_ACCOUNT_TYPES),
    accountOptions(db, company.id, DEPRECIATION_ACCOUNT_TYPES),
    accountOptions(db, company.id, ACCUMULATED_ACCOUNT_TYPES),
    purchaseDocuments(db, company.id),
    fixedAssetStartDate(db, company.id),
  ]);
  return {
    today: companyContext(company, userId).today,
    assetAccounts,
    depreciationAccounts,
    accumulatedAccounts,
    documents: documents.map((d) => ({
      value: String(d.entryId),
      label: `${d.entryNo} · ${formatUsDate(d.entryDate)} · ${d.accountName} · ${formatMoney(fromDecimal(d.amount))}`,
    })),
    startDate: start.startDate,
  };
}

/** A service's refusal on a conform form: by field beside the fields, the rest above the form. */
export function assetRefusal(submission: Submission<unknown>, error: unknown) {
  assertDomainError(error);
  return data(refusalReply(submission, error), { status: error.status });
}
