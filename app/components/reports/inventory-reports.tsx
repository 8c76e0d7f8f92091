import { Link } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { menuHref } from "~/components/shell/menu";
import { Card } from "~/components/ui/card";
import { SelectField } from "~/components/ui/field";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { averageCostText, formatQuantity } from "~/lib/quantity";
import type {
  Holding,
  ItemMovements,
  MovementLine,
  MovementsReport,
  StockStatusReport,
  ValuationSummary,
} from "~/modules/reports/inventory-report-types";
import { periodSearch, type FieldErrors } from "~/modules/reports/schema";
import { AgingReport, DrillLink, EmptyReportRow, TotalRow } from "./aging-report";
import { PeriodReport, ReportTable, type PeriodReportData } from "./period-report";
import { AmountCell, RowHeading } from "./report-header";

// The inventory reports' screens (Reports › Inventory): Inventory Valuation Summary and Stock Status
// by Item as of a date (the as-of frame of the aging reports), Inventory Valuation Details and
// Inventory Details over a period (the period frame): each item's movements with what it held after
// each one. An item's name leads to its movements; a movement's number to its document.

const SECTION = "Inventory";
const ITEM_TYPES: Record<string, string> = { inventory: "Inventory", assembly: "Assembly" };

interface AsOfData {
  companyId: number;
  companyName: string;
  asOf: string;
  errors: FieldErrors | null;
  keptPerPage: string | null;
}

export interface ValuationSummaryData extends AsOfData {
  detailsFrom: string;
  report: ValuationSummary;
}

const VALUATION_COLUMNS = ["Item", "Type", "On Hand", "Average Cost", "Asset Value"];
const VALUATION_RIGHT = new Set(["On Hand", "Average Cost", "Asset Value"]);
const money = (decimal: string) => formatMoney(fromDecimal(decimal));

/** An item's row of an as-of report leads to its movements (`path`) from its fiscal year's start to the date. */
const movementsHref = (data: AsOfData & { detailsFrom: string }, path: string) => (itemId: number) =>
  `${menuHref(data.companyId, path)}?${periodSearch({ from: data.detailsFrom, to: data.asOf, group: itemId })}`;

/** Inventory Valuation Summary: each item's quantity, average cost and value on the date, and the asset accounts beside them. */
export function ValuationSummaryView({ data }: { data: ValuationSummaryData }) {
  const { report, asOf } = data;
  const detailsHref = movementsHref(data, "reports/inventory/inventory-valuation-details");
  return (
    <AgingReport
      {...data}
      title="Inventory Valuation Summary"
      section={SECTION}
      path="reports/inventory/inventory-valuation-summary"
      columns={VALUATION_COLUMNS}
      alignRight={(label) => VALUATION_RIGHT.has(label)}
      paging={{ ...report, total: report.itemCount }}
      after={
        <Card className="report-section space-y-2 px-5 py-4 text-sm">
          <h2 className="font-semibold text-slate-900">Inventory asset accounts on {formatUsDate(asOf)}</h2>
          <ul className="space-y-1">
            {report.accounts.map((a) => (
              <li key={a.accountId} className="flex justify-between gap-4">
                <span>
                  {a.accountNumber} · {a.accountName}
                </span>
                <span className="tabular-nums">{money(a.balance)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
              <span>Inventory asset accounts</span>
              <span className="tabular-nums" data-testid="accounts-total">
                {money(report.accountsTotal)}
              </span>
            </li>
          </ul>
          <p className={report.agrees ? "text-slate-600" : "font-medium text-red-700"}>
            {report.agrees
              ? "The valuation agrees with the inventory asset accounts."
              : `They differ by ${formatMoney(fromDecimal(report.accountsTotal) - fromDecimal(report.total))}.`}
          </p>
        </Card>
      }
    >
      <tbody className="divide-y divide-slate-100">
        {report.items.length === 0 ? (
          <EmptyReportRow columns={VALUATION_COLUMNS.length}>
            {report.itemCount > 0 ? "No items on this page." : "You do not have any Inventory items"}
          </EmptyReportRow>
        ) : (
          report.items.map((i) => (
            <tr key={i.itemId}>
              <RowHeading>
                <DrillLink href={detailsHref(i.itemId)}>{i.name}</DrillLink>
              </RowHeading>
              <td className="px-4 py-2 text-slate-700">{ITEM_TYPES[i.type] ?? i.type}</td>
              <AmountCell>{i.quantity}</AmountCell>
              <AmountCell>{i.averageCost}</AmountCell>
              <AmountCell>{money(i.value)}</AmountCell>
            </tr>
          ))
        )}
      </tbody>
      <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
        <TotalRow columns={VALUATION_COLUMNS.length} label="Total" amount={money(report.total)} footer />
      </tfoot>
    </AgingReport>
  );
}

export interface StockStatusData extends AsOfData {
  reorderOnly: boolean;
  detailsFrom: string;
  report: StockStatusReport;
}

const STATUS_COLUMNS = ["Item", "Type", "Reorder Point", "On Hand", "On Order", "Available", "Reorder"];
const STATUS_RIGHT = new Set(["Reorder Point", "On Hand", "On Order", "Available"]);
const SHOW_OPTIONS = [
  { value: "all", label: "All items" },
  { value: "reorder", label: "Items to reorder" },
];

/** Stock Status by Item: on hand against the reorder points; nothing is on order (purchase orders are not kept). */
export function StockStatusView({ data }: { data: StockStatusData }) {
  const { report, reorderOnly } = data;
  const detailsHref = movementsHref(data, "reports/inventory/inventory-details");
  return (
    <AgingReport
      {...data}
      title="Inventory Stock Status by Item"
      section={SECTION}
      path="reports/inventory/inventory-stock-status-by-item"
      columns={STATUS_COLUMNS}
      alignRight={(label) => STATUS_RIGHT.has(label)}
      paging={report}
      options={
        <SelectField
          key={`show-${reorderOnly}`}
          name="show"
          label="Show"
          options={SHOW_OPTIONS}
          defaultValue={reorderOnly ? "reorder" : "all"}
          containerClassName="w-48"
        />
      }
      search={reorderOnly ? { show: "reorder" } : {}}
      after={
        <p className="text-sm text-slate-600">
          {report.toReorder} {report.toReorder === 1 ? "item is" : "items are"} at or below the reorder point. Nothing is on order: purchase
          orders are not kept.
        </p>
      }
    >
      <tbody className="divide-y divide-slate-100">
        {report.rows.length === 0 ? (
          <EmptyReportRow columns={STATUS_COLUMNS.length}>
            {report.total > 0
              ? "No items on this page."
              : reorderOnly
                ? "No item needs reordering."
                : "You do not have any Inventory items"}
          </EmptyReportRow>
        ) : (
          report.rows.map((r) => (
            <tr key={r.itemId} className={r.reorder ? "bg-amber-50/60" : undefined}>
              <RowHeading>
                <DrillLink href={detailsHref(r.itemId)}>{r.name}</DrillLink>
              </RowHeading>
              <td className="px-4 py-2 text-slate-700">{ITEM_TYPES[r.type] ?? r.type}</td>
              <AmountCell>{r.reorderPoint === null ? "" : formatQuantity(r.reorderPoint)}</AmountCell>
              <AmountCell>{formatQuantity(r.onHand)}</AmountCell>
              <AmountCell>{formatQuantity(r.onOrder)}</AmountCell>
              <AmountCell>{formatQuantity(r.available)}</AmountCell>
              <td className="px-4 py-2 font-medium text-amber-800">{r.reorder ? "Yes" : ""}</td>
            </tr>
          ))
        )}
      </tbody>
    </AgingReport>
  );
}

export interface MovementsData extends PeriodReportData {
  report: MovementsReport;
}

/** How a movement report shows a movement: its columns, and the cells of a movement and of a holding. */
interface MovementColumns {
  columns: string[];
  right: ReadonlySet<string>;
  line: (l: MovementLine) => ReactNode;
  holding: (h: Holding) => ReactNode;
  /** The period's totals of an item, in the columns after the label */
  totals: (item: ItemMovements) => ReactNode;
}

/** Inventory Valuation Details: each movement's quantity and value, and the item's quantity, value and average cost after it. */
const VALUATION_DETAILS: MovementColumns = {
  columns: ["Date", "Type", "Number", "Memo", "Qty", "Value", "On Hand", "Average Cost", "Asset Value"],
  right: new Set(["Qty", "Value", "On Hand", "Average Cost", "Asset Value"]),
  line: (l) => (
    <>
      <AmountCell>{formatQuantity(l.quantity)}</AmountCell>
      <AmountCell>{formatMoney(l.value)}</AmountCell>
    </>
  ),
  holding: (h) => (
    <>
      <AmountCell>{formatQuantity(h.quantity)}</AmountCell>
      <AmountCell>{averageCostText(h.value, h.quantity)}</AmountCell>
      <AmountCell>{formatMoney(h.value)}</AmountCell>
    </>
  ),
  totals: (item) => (
    <>
      <AmountCell>{formatQuantity(item.quantityIn - item.quantityOut)}</AmountCell>
      <AmountCell>{formatMoney(item.valueIn - item.valueOut)}</AmountCell>
    </>
  ),
};

/** Inventory Details: each movement in or out (with its warehouse), and the quantity on hand after it. */
const INVENTORY_DETAILS: MovementColumns = {
  columns: ["Date", "Type", "Number", "Memo", "Warehouse", "Qty In", "Qty Out", "On Hand"],
  right: new Set(["Qty In", "Qty Out", "On Hand"]),
  line: (l) => (
    <>
      <td className="px-4 py-2 text-slate-700">{l.warehouse}</td>
      <AmountCell>{l.quantity > 0 ? formatQuantity(l.quantity) : ""}</AmountCell>
      <AmountCell>{l.quantity < 0 ? formatQuantity(-l.quantity) : ""}</AmountCell>
    </>
  ),
  holding: (h) => <AmountCell>{formatQuantity(h.quantity)}</AmountCell>,
  totals: (item) => (
    <>
      <td />
      <AmountCell>{formatQuantity(item.quantityIn)}</AmountCell>
      <AmountCell>{formatQuantity(item.quantityOut)}</AmountCell>
    </>
  ),
};

export const MOVEMENT_REPORTS = { valuation: VALUATION_DETAILS, quantities: INVENTORY_DETAILS } as const;

/** Inventory Valuation Details and Inventory Details: a page of items, each with its movements of the period. */
export function ItemMovementsView({
  data,
  title,
  path,
  shows,
}: {
  data: MovementsData;
  title: string;
  path: string;
  shows: keyof typeof MOVEMENT_REPORTS;
}) {
  const { companyId, report, query } = data;
  const view = MOVEMENT_REPORTS[shows];
  const holdingAt = view.columns.length - (shows === "valuation" ? 3 : 1);
  const allHref = `${menuHref(companyId, path)}?${periodSearch({ ...query, group: null })}`;
  return (
    <PeriodReport {...data} section={SECTION} title={title} path={path} paging={report}>
      {query.group !== null ? (
        <p className="text-sm text-slate-600">
          One item only.{" "}
          <Link className="text-blue-700 hover:underline" to={allHref}>
            Show every item
          </Link>
        </p>
      ) : null}
      <ReportTable caption={`${title}, ${formatUsDate(query.from)} to ${formatUsDate(query.to)}`} columns={view.columns} right={view.right}>
        <tbody className="divide-y divide-slate-100">
          {report.items.length === 0 ? (
            <EmptyReportRow columns={view.columns.length}>
              {report.total > 0 ? "No items on this page." : "No item held or moved stock in this period."}
            </EmptyReportRow>
          ) : (
            report.items.map((item) => (
              <Fragment key={item.itemId}>
                <tr className="bg-slate-50">
                  <th scope="rowgroup" colSpan={view.columns.length} className="px-4 py-2 text-left font-semibold text-slate-900">
                    <Link className="text-blue-700 hover:underline" to={menuHref(companyId, `inventory/edit-item/${item.itemId}`)}>
                      {item.name}
                    </Link>
                  </th>
                </tr>
                <tr>
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(query.from)}</td>
                  <th scope="row" colSpan={holdingAt - 1} className="px-4 py-2 text-left font-medium text-slate-900">
                    Opening balance
                  </th>
                  {view.holding(item.opening)}
                </tr>
                {item.lines.map((l) => (
                  <tr key={l.id}>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(l.date)}</td>
                    <td className="px-4 py-2 text-slate-700">{l.type}</td>
                    <td className="whitespace-nowrap px-4 py-2">
                      <DrillLink href={l.href === null ? null : menuHref(companyId, l.href)}>{l.number}</DrillLink>
                    </td>
                    <td className="px-4 py-2 text-slate-700">{l.memo}</td>
                    {view.line(l)}
                    {view.holding(l.onHand)}
                  </tr>
                ))}
                {item.count > item.lines.length ? (
                  <tr>
                    <td colSpan={view.columns.length} className="px-4 py-2 text-sm italic text-amber-700">
                      Showing the first {item.lines.length} of {item.count} movements of {item.name}. Export to CSV for all of them, or
                      narrow the dates.
                    </td>
                  </tr>
                ) : null}
                <tr className="font-semibold">
                  <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatUsDate(query.to)}</td>
                  <th scope="row" colSpan={3} className="px-4 py-2 text-left text-slate-900">
                    Total {item.name}
                  </th>
                  {view.totals(item)}
                  {view.holding(item.closing)}
                </tr>
              </Fragment>
            ))
          )}
        </tbody>
        {shows === "valuation" ? (
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
            <TotalRow
              columns={view.columns.length}
              label={`Asset value on ${formatUsDate(query.to)} (${formatMoney(report.openingValue)} on ${formatUsDate(query.from)} before the period)`}
              amount={formatMoney(report.closingValue)}
              footer
            />
          </tfoot>
        ) : null}
      </ReportTable>
    </PeriodReport>
  );
}
