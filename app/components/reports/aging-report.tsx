import { Link } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { menuHref } from "~/components/shell/menu";
import { DatePicker } from "~/components/ui/date-picker";
import { Pagination } from "~/components/ui/pagination";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, type Cents } from "~/lib/money";
import { AGING_BUCKET_LABELS, AGING_BUCKETS, type AgingBucket, type AgingDetailGroup, type AgingItem } from "~/modules/reports/aging";
import { AmountCell, ReportColumnHeads, ReportOptions, ReportTop, ReportTotals, RowHeading } from "./report-header";

// The frame the as-of reports share — the payables reports (A/P Aging Summary, A/P Aging Detail,
// Unpaid Bills Detail), the receivables reports (A/R Aging Summary, A/R Aging Detail, Open
// Invoices) and the inventory's (Inventory Valuation Summary, Stock Status by Item): breadcrumb, heading with the CSV export, the As of form (a GET form: it works without
// JavaScript), the table with its column headings, and the pager. Each report gives its body.

export const REPORT_PAGE_SIZES = [20, 50, 100] as const;

/** A money or count cell of a report row. */

export interface AgingReportProps {
  companyId: number;
  companyName: string;
  title: string;
  /** The Reports menu's section, e.g. "Vendors & Payables". */
  section: string;
  /** The report's address under the dashboard, e.g. "reports/vendors-payables/ap-aging-summary". */
  path: string;
  asOf: string;
  errors?: { asOf?: string[] } | null;
  /** The page size the user chose, kept when the date changes. */
  keptPerPage: string | null;
  columns: readonly string[];
  /** Whether a column's heading is right-aligned (numbers). */
  alignRight: (column: string, index: number) => boolean;
  paging: { page: number; perPage: number | null; total: number };
  /** More options beside the date (their values also go to the CSV export, `search`). */
  options?: ReactNode;
  search?: Record<string, string>;
  /** The table's tbody and tfoot. */
  children: ReactNode;
  /** What follows the table (notes, a second table). */
  after?: ReactNode;
}

export function AgingReport(props: AgingReportProps) {
  const { companyId, companyName, title, section, path, asOf, errors, keptPerPage, columns, alignRight, paging, children } = props;
  const csvHref = `${menuHref(companyId, `${path}.csv`)}?${new URLSearchParams({ asOf, ...props.search })}`;
  const csvFilename = `${path.split("/").at(-1)}-${asOf}.csv`;
  return (
    <div className="report-page mx-auto max-w-6xl space-y-4">
      <ReportTop
        companyId={companyId}
        section={section}
        companyName={companyName}
        title={title}
        period={`As of ${formatUsDate(asOf)}`}
        csv={{ href: csvHref, filename: csvFilename }}
      />
      <ReportOptions keptPerPage={keptPerPage}>
        <DatePicker key={asOf} name="asOf" label="As of" defaultValue={asOf} error={errors?.asOf} className="w-48" />
        {props.options}
      </ReportOptions>
      <div className="report-table-wrap overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="report-table min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">
            {title} as of {formatUsDate(asOf)}
          </caption>
          <ReportColumnHeads columns={columns} alignRight={alignRight} />
          {children}
        </table>
      </div>
      {paging.perPage !== null && paging.total > paging.perPage ? (
        <Pagination className="no-print" page={paging.page} perPage={paging.perPage} total={paging.total} pageSizes={REPORT_PAGE_SIZES} />
      ) : null}
      {props.after}
    </div>
  );
}

/** Which side's parties a report lists: vendors (payables) or customers (receivables). */
export type PartySide = "vendor" | "customer";
const PARTY_CENTER: Record<PartySide, string> = { vendor: "vendors/center", customer: "customers/center" };

/**
 * A party's name as a link to its Vendor or Customer Center; for a posting without one, `none`
 * ("No customer") when given, else the name, as plain text.
 */
export function PartyLink({
  companyId,
  side,
  partyId,
  name,
  none,
}: {
  companyId: number;
  side: PartySide;
  partyId: number | null;
  name: string;
  none?: string;
}) {
  if (partyId === null) return <>{none ?? name}</>;
  return (
    <Link className="text-blue-700 hover:underline" to={`${menuHref(companyId, PARTY_CENTER[side])}?${side}=${partyId}`}>
      {name}
    </Link>
  );
}

/** A document number as a link to what it drills down to (`href` null: the number alone). */
export function DrillLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (href === null) return <>{children}</>;
  return (
    <Link className="text-blue-700 hover:underline" to={href}>
      {children}
    </Link>
  );
}

/** The row a table says it has nothing to show on. */
export function EmptyReportRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-8 text-center text-slate-500">
        {children}
      </td>
    </tr>
  );
}

/** A labelled total in the last column: a group's (`footer` false) or the report's (in its tfoot). */
export function TotalRow({ columns, label, amount, footer = false }: { columns: number; label: string; amount: string; footer?: boolean }) {
  const pad = footer ? "px-4 py-3" : "px-4 py-2";
  return (
    <tr className={footer ? undefined : "font-semibold"}>
      <th scope="row" colSpan={columns - 1} className={`${pad} text-left text-slate-900`}>
        {label}
      </th>
      <td className={`${pad} text-right tabular-nums text-slate-900`} {...(footer ? { "data-testid": "total" } : {})}>
        {amount}
      </td>
    </tr>
  );
}

export interface AgingDetailBodyProps {
  companyId: number;
  columns: number;
  groups: readonly AgingDetailGroup<string>[];
  /** The report's total (every page): the control account on the date */
  open: Cents;
  /** What the table says when this page has no items */
  empty: string;
  /**
   * "heading": the groups are parties, each heading links to the party (Unpaid Bills Detail, Open
   * Invoices); "column": each row names its party, or `noParty` for a posting without one (aging detail).
   */
  parties: { side: PartySide; in: "heading" } | { side: PartySide; in: "column"; noParty: string };
}

/** The grouped rows of the aging detail reports: heading, items and subtotal per group, then the total. */
export function AgingDetailBody({ companyId, columns, groups, open, empty, parties }: AgingDetailBodyProps) {
  const itemHref = agingItemHref(companyId, parties.side);
  return (
    <>
      <tbody className="divide-y divide-slate-100">
        {groups.length === 0 ? (
          <EmptyReportRow columns={columns}>{empty}</EmptyReportRow>
        ) : (
          groups.map((group) => (
            <Fragment key={group.key}>
              <tr className="bg-slate-50">
                <th scope="rowgroup" colSpan={columns} className="px-4 py-2 text-left font-semibold text-slate-900">
                  {parties.in === "heading" ? (
                    <PartyLink companyId={companyId} side={parties.side} partyId={group.partyId} name={group.label} />
                  ) : (
                    group.label
                  )}
                  {group.starts ? "" : " (continued)"}
                </th>
              </tr>
              {group.items.map((item) => (
                <tr key={`${item.kind}-${item.id}-${item.partyId ?? ""}`}>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{item.type}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(item.date)}</td>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-900">
                    <DrillLink href={itemHref(item)}>{item.number}</DrillLink>
                  </td>
                  {parties.in === "column" ? (
                    <td className="px-4 py-2 text-slate-900">
                      <PartyLink
                        companyId={companyId}
                        side={parties.side}
                        partyId={item.partyId}
                        name={item.partyName}
                        none={parties.noParty}
                      />
                    </td>
                  ) : null}
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(item.dueDate)}</td>
                  <AmountCell>{item.daysPastDue > 0 ? item.daysPastDue : ""}</AmountCell>
                  <AmountCell>{formatMoney(item.amount)}</AmountCell>
                  <AmountCell>{formatMoney(item.open)}</AmountCell>
                </tr>
              ))}
              {group.ends ? <TotalRow columns={columns} label={`Total ${group.label}`} amount={formatMoney(group.open)} /> : null}
            </Fragment>
          ))
        )}
      </tbody>
      <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
        <TotalRow columns={columns} label="Total" amount={formatMoney(open)} footer />
      </tfoot>
    </>
  );
}

export interface AgingDetailReportProps {
  /** What the detail reports' loader returns. */
  data: Pick<AgingReportProps, "companyId" | "companyName" | "asOf" | "errors" | "keptPerPage"> & {
    report: AgingReportProps["paging"] & { groups: readonly AgingDetailGroup<string>[]; open: Cents };
  };
  title: string;
  section: string;
  path: string;
  columns: readonly string[];
  rightAligned: ReadonlySet<string>;
  /** What the table says when the page has no items, and when the report has none at all. */
  empty: { page: string; report: string };
  parties: AgingDetailBodyProps["parties"];
}

/** The aging detail reports (A/P and A/R Aging Detail, Unpaid Bills Detail, Open Invoices): the frame and the grouped rows. */
export function AgingDetailReport({ data, title, section, path, columns, rightAligned, empty, parties }: AgingDetailReportProps) {
  const { companyId, report } = data;
  return (
    <AgingReport
      {...data}
      title={title}
      section={section}
      path={path}
      columns={columns}
      alignRight={(label) => rightAligned.has(label)}
      paging={report}
    >
      <AgingDetailBody
        companyId={companyId}
        columns={columns.length}
        groups={report.groups}
        open={report.open}
        empty={report.total > 0 ? empty.page : empty.report}
        parties={parties}
      />
    </AgingReport>
  );
}

type BucketTotals = Record<AgingBucket, Cents> & { total: Cents };

export interface AgingSummaryReportProps {
  /** What the summaries' loader returns (loadAgingSummary). */
  data: Pick<AgingReportProps, "companyId" | "companyName" | "asOf" | "errors" | "keptPerPage"> & {
    rows: readonly (BucketTotals & { partyId: number | null; partyName: string })[];
    totals: BucketTotals;
    total: number;
    page: number;
    perPage: number;
  };
  title: string;
  section: string;
  path: string;
  /** The party column's heading, which side it links to, and how a posting without one is labelled. */
  party: { side: PartySide; heading: string; none: string };
  /** What the table says when the page has no rows, and (before the date) when nothing was open. */
  empty: { page: string; report: string };
}

/** A/P and A/R Aging Summary: a row per party with its buckets and total, then the totals. */
export function AgingSummaryReport({ data, title, section, path, party, empty }: AgingSummaryReportProps) {
  const { companyId, asOf, rows, totals, total, page, perPage } = data;
  const columns = [party.heading, ...AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b]), "Total"];
  return (
    <AgingReport
      {...data}
      title={title}
      section={section}
      path={path}
      columns={columns}
      alignRight={(_, index) => index > 0}
      paging={{ page, perPage, total }}
    >
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 ? (
          <EmptyReportRow columns={columns.length}>{total > 0 ? empty.page : `${empty.report} ${formatUsDate(asOf)}`}</EmptyReportRow>
        ) : (
          rows.map((row) => (
            <tr key={row.partyId ?? "none"}>
              <RowHeading>
                <PartyLink companyId={companyId} side={party.side} partyId={row.partyId} name={row.partyName} none={party.none} />
              </RowHeading>
              {AGING_BUCKETS.map((bucket) => (
                <AmountCell key={bucket}>{formatMoney(row[bucket])}</AmountCell>
              ))}
              <AmountCell weight="medium">{formatMoney(row.total)}</AmountCell>
            </tr>
          ))
        )}
      </tbody>
      <ReportTotals>
        {AGING_BUCKETS.map((bucket) => (
          <td key={bucket} className="px-4 py-3 text-right tabular-nums text-slate-900" data-testid={`total-${bucket}`}>
            {formatMoney(totals[bucket])}
          </td>
        ))}
        <td className="px-4 py-3 text-right tabular-nums text-slate-900" data-testid="total">
          {formatMoney(totals.total)}
        </td>
      </ReportTotals>
    </AgingReport>
  );
}

/** Where each side's documents open, under the dashboard. */
export const PARTY_DOCUMENTS: Record<PartySide, string> = { customer: "customers/documents", vendor: "vendors/documents" };
/** The aging items that are documents of their side (the others drill down to their journal entry). */
const DOCUMENT_ITEMS: Record<PartySide, ReadonlySet<string>> = {
  customer: new Set(["invoice", "credit-memo"]),
  vendor: new Set(["bill", "credit", "early-credit"]),
};

/** Where an aging item drills down to: an invoice, bill or credit to its document, the others to their journal entry. */
export function agingItemHref(companyId: number, side: PartySide) {
  return (item: Pick<AgingItem<string>, "kind" | "id" | "entryId">): string | null => {
    if (DOCUMENT_ITEMS[side].has(item.kind)) return menuHref(companyId, `${PARTY_DOCUMENTS[side]}/${item.id}`);
    return item.entryId !== null ? menuHref(companyId, `journal-entries/${item.entryId}`) : null;
  };
}
