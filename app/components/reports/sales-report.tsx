import { Fragment } from "react";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, type Cents } from "~/lib/money";
import { Link } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { SALES_DETAIL_PATHS, type SalesGrouping, type SalesLine } from "~/modules/reports/sales-report-types";
import { periodSearch, type FieldErrors, type PeriodReportQuery } from "~/modules/reports/schema";
import { DrillLink, EmptyReportRow, TotalRow } from "./aging-report";
import { drillHref, PeriodReport, ReportTable } from "./period-report";
import { AmountCell } from "./report-header";

// The sales reports' screens (Reports › Sales): Sales by Customer, by Item (Summary and Detail)
// and by Sales Person. A summary has a row per group with its total (and quantity, for items); a
// detail lists each group's rows — each number leading to its document — with the group's total.

export const SALES_GROUP_HEADINGS: Record<SalesGrouping, string> = { customer: "Customer", item: "Item", "sales-person": "Sales Person" };

export interface SalesReportData {
  companyId: number;
  companyName: string;
  query: PeriodReportQuery;
  errors: FieldErrors | null;
  report: {
    groups: readonly { key: number | null; label: string; quantity: number | null; amount: Cents; lines: readonly SalesLine[] }[];
    total: Cents;
    quantity: number | null;
  };
}

const quantityText = (q: number | null) => (q === null ? "" : String(q));

export function SalesReportView({
  data,
  title,
  path,
  grouping,
  detail,
}: {
  data: SalesReportData;
  title: string;
  path: string;
  grouping: SalesGrouping;
  detail: boolean;
}) {
  const { companyId, report, query } = data;
  // A summary's row opens the detail of its group; a report on one group shows its lines.
  detail ||= query.group !== null;
  const groupHref = (key: number | null) =>
    `${menuHref(companyId, SALES_DETAIL_PATHS[grouping])}?${periodSearch({ ...query, group: key ?? "none" })}`;
  const allHref = `${menuHref(companyId, path)}?${periodSearch({ ...query, group: null })}`;
  const items = grouping === "item";
  const heading = SALES_GROUP_HEADINGS[grouping];
  const columns = detail
    ? ["Type", "Date", "Number", items ? "Customer" : "Item", "Description", ...(items ? ["Qty"] : []), "Amount"]
    : [heading, ...(items ? ["Qty"] : []), "Amount"];
  const right = new Set(["Qty", "Amount"]);
  const caption = `${title}, ${formatUsDate(data.query.from)} to ${formatUsDate(data.query.to)}`;
  return (
    <PeriodReport {...data} section="Sales" title={title} path={path}>
      {query.group !== null ? (
        <p className="text-sm text-slate-600">
          One {heading.toLowerCase()} only.{" "}
          <Link className="text-blue-700 hover:underline" to={allHref}>
            Show every {heading.toLowerCase()}
          </Link>
        </p>
      ) : null}
      <ReportTable caption={caption} columns={columns} right={right}>
        <tbody className="divide-y divide-slate-100">
          {report.groups.length === 0 ? (
            <EmptyReportRow columns={columns.length}>No sales in this period.</EmptyReportRow>
          ) : detail ? (
            report.groups.map((group) => (
              <Fragment key={group.key ?? "none"}>
                <tr className="bg-slate-50">
                  <th scope="rowgroup" colSpan={columns.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                    {group.label}
                  </th>
                </tr>
                {group.lines.map((line, index) => (
                  <tr key={`${line.documentId}-${index}`}>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-700">{line.type}</td>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(line.date)}</td>
                    <td className="whitespace-nowrap px-4 py-2">
                      <DrillLink href={drillHref(companyId, { document: line.documentId })}>{line.number}</DrillLink>
                    </td>
                    <td className="px-4 py-2 text-slate-900">{items ? line.customerName : line.itemName}</td>
                    <td className="px-4 py-2 text-slate-700">{line.description}</td>
                    {items ? <AmountCell>{quantityText(line.quantity)}</AmountCell> : null}
                    <AmountCell>{formatMoney(line.amount)}</AmountCell>
                  </tr>
                ))}
                <TotalRow columns={columns.length} label={`Total ${group.label}`} amount={formatMoney(group.amount)} />
              </Fragment>
            ))
          ) : (
            report.groups.map((group) => (
              <tr key={group.key ?? "none"}>
                <th scope="row" className="px-4 py-2 text-left font-normal text-slate-900">
                  <DrillLink href={groupHref(group.key)}>{group.label}</DrillLink>
                </th>
                {items ? <AmountCell>{quantityText(group.quantity)}</AmountCell> : null}
                <AmountCell>{formatMoney(group.amount)}</AmountCell>
              </tr>
            ))
          )}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
          <TotalRow
            columns={columns.length}
            label={items && report.quantity !== null ? `Total (quantity ${report.quantity})` : "Total"}
            amount={formatMoney(report.total)}
            footer
          />
        </tfoot>
      </ReportTable>
    </PeriodReport>
  );
}
