import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { menuHref } from "~/components/shell/menu";
import type { TradeGrouping, TradeReport, TradeSideWords } from "~/modules/reports/trade-report-types";
import { periodSearch } from "~/modules/reports/schema";
import { DrillLink, EmptyReportRow, TotalRow } from "./aging-report";
import { PeriodReport, ReportTable, type PeriodReportData } from "./period-report";
import { AmountCell, RowHeading } from "./report-header";

// The sales and purchases reports' screens (Reports › Sales, Reports › Purchases): by customer,
// vendor, item (summary and detail) and sales person, one frame for both sides (their words in
// trade-report-types.ts). A summary has a row per group with its total (and quantity, for items),
// each leading to the detail of its group; a detail lists each group's rows — each number leading to
// its document — with the group's total. Groups come a page at a time.

export interface TradeReportData extends PeriodReportData {
  report: TradeReport;
}

const quantityText = (q: number | null) => (q === null ? "" : String(q));

export function TradeReportView<G extends TradeGrouping>({
  data,
  title,
  path,
  side,
  grouping,
  detail,
}: {
  data: TradeReportData;
  title: string;
  path: string;
  side: TradeSideWords<G>;
  grouping: G;
  detail: boolean;
}) {
  const { companyId, report, query } = data;
  const words = side.groupings[grouping];
  // A summary's row opens the detail of its group; a report on one group shows its lines.
  detail ||= query.group !== null;
  const groupHref = (key: number | null) => `${menuHref(companyId, words.detailPath)}?${periodSearch({ ...query, group: key ?? "none" })}`;
  const allHref = `${menuHref(companyId, path)}?${periodSearch({ ...query, group: null })}`;
  const items = words.items;
  const heading = words.heading;
  const columns = detail
    ? ["Type", "Date", "Number", items ? side.party : "Item", "Description", ...(items ? ["Qty"] : []), "Amount"]
    : [heading, ...(items ? ["Qty"] : []), "Amount"];
  const right = new Set(["Qty", "Amount"]);
  const caption = `${title}, ${formatUsDate(data.query.from)} to ${formatUsDate(data.query.to)}`;
  return (
    <PeriodReport {...data} section={side.section} title={title} path={path} paging={{ ...report, total: report.groupCount }}>
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
            <EmptyReportRow columns={columns.length}>{report.groupCount > 0 ? "No groups on this page." : side.empty}</EmptyReportRow>
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
                      <DrillLink href={menuHref(companyId, `${side.documents}/${line.documentId}`)}>{line.number}</DrillLink>
                    </td>
                    <td className="px-4 py-2 text-slate-900">{items ? line.partyName : line.itemName}</td>
                    <td className="px-4 py-2 text-slate-700">{line.description}</td>
                    {items ? <AmountCell>{quantityText(line.quantity)}</AmountCell> : null}
                    <AmountCell>{formatMoney(line.amount)}</AmountCell>
                  </tr>
                ))}
                {group.count > group.lines.length ? (
                  <tr>
                    <td colSpan={columns.length} className="px-4 py-2 text-sm italic text-amber-700">
                      Showing the first {group.lines.length} of {group.count} rows of {group.label}. Export to CSV for all of them, or
                      narrow the dates.
                    </td>
                  </tr>
                ) : null}
                <TotalRow columns={columns.length} label={`Total ${group.label}`} amount={formatMoney(group.amount)} />
              </Fragment>
            ))
          ) : (
            report.groups.map((group) => (
              <tr key={group.key ?? "none"}>
                <RowHeading>
                  <DrillLink href={groupHref(group.key)}>{group.label}</DrillLink>
                </RowHeading>
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
