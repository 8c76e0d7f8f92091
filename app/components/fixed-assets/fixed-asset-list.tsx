import { Form, Link } from "@remix-run/react";
import { ListHeading } from "~/components/ui/list-heading";
import { menuHref } from "~/components/shell/menu";
import { AddAssetButton } from "./add-asset-button";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button, buttonClasses } from "~/components/ui/button";
import { PagedDataTable, type DataTableColumn } from "~/components/ui/data-table";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import type { AssetStatus, FixedAssetRow } from "~/modules/fixed-assets/constants";

// The three lists of Fixed Assets (§2.12) as one frame told by the status it shows: Pending Items
// (Register on each row; Add a New Asset opens the asset form in a dialog), Registered Items (Book value, Sell / Dispose), Sold and Disposed
// (Disposal Date, Disposal Price, Gains/Losses); each row's Show history opens the asset's page.

interface ListWords {
  title: string;
  caption: string;
  empty: string;
  csv: string | null;
}

const WORDS: Record<AssetStatus, ListWords> = {
  pending: { title: "Pending Items", caption: "Pending fixed assets", empty: "No pending assets.", csv: null },
  registered: {
    title: "Registered Items",
    caption: "Registered fixed assets",
    empty: "No registered assets.",
    csv: "registered-items.csv",
  },
  disposed: { title: "Sold and Disposed", caption: "Sold and disposed fixed assets", empty: "No records to show", csv: "sold.csv" },
};

const money = (text: string | null) => formatMoney(fromDecimal(text ?? "0"));
const right = "text-right tabular-nums";

export function FixedAssetList({
  companyId,
  status,
  list,
  error,
}: {
  companyId: number;
  status: AssetStatus;
  list: { items: readonly FixedAssetRow[]; page: number; perPage: number; total: number };
  error?: string | null;
}) {
  const words = WORDS[status];
  const href = (to: string) => menuHref(companyId, `company/fixed-assets/${to}`);
  const history: DataTableColumn<FixedAssetRow> = {
    key: "history",
    header: "Show history",
    cell: (row) => (
      <Link to={href(String(row.id))} aria-label={`Show history of ${row.itemName}`}>
        Show history
      </Link>
    ),
  };
  const first: DataTableColumn<FixedAssetRow>[] = [
    { key: "itemName", header: "Item" },
    { key: "assetNumber", header: "Asset Number" },
    { key: "accountName", header: "Account" },
  ];
  const bought: DataTableColumn<FixedAssetRow>[] = [
    { key: "purchaseDate", header: "Purchase Date", cell: (row) => formatUsDate(row.purchaseDate) },
    { key: "purchasePrice", header: "Purchase Price", className: right, cell: (row) => money(row.purchasePrice) },
  ];
  const columns: DataTableColumn<FixedAssetRow>[] =
    status === "pending"
      ? [
          ...first,
          ...bought,
          history,
          {
            key: "register",
            header: "Register",
            cell: (row) => (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="assetId" value={row.id} />
                <Button type="submit" name="intent" value="register" variant="secondary" size="sm" aria-label={`Register ${row.itemName}`}>
                  Register
                </Button>
              </Form>
            ),
          },
        ]
      : status === "registered"
        ? [
            ...first,
            ...bought,
            { key: "bookValue", header: "Book value", className: right, cell: (row) => money(row.bookValue) },
            history,
            {
              key: "dispose",
              header: "Sell / Dispose",
              cell: (row) => (
                <Link to={`${href(String(row.id))}#dispose`} aria-label={`Sell or dispose of ${row.itemName}`}>
                  Sell / Dispose
                </Link>
              ),
            },
          ]
        : [
            ...first,
            { key: "disposalDate", header: "Disposal Date", cell: (row) => formatUsDate(row.disposalDate) },
            { key: "disposalPrice", header: "Disposal Price", className: right, cell: (row) => money(row.disposalPrice) },
            { key: "gainLoss", header: "Gains/Losses", className: right, cell: (row) => money(row.gainLoss) },
            history,
          ];
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Fixed Assets" }, { label: words.title }]} />
      <ListHeading title={words.title} csv={words.csv ? { href: href(words.csv), fileName: words.csv } : undefined}>
        {status === "pending" ? (
          <AddAssetButton newHref={href("new")} />
        ) : (
          <Link to={href("new")} className={buttonClasses({ className: "text-white no-underline" })}>
            Add a New Asset
          </Link>
        )}
      </ListHeading>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <PagedDataTable columns={columns} list={list} getRowKey={(row) => row.id} caption={words.caption} emptyMessage={words.empty} />
    </div>
  );
}
