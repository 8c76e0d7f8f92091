import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, Pie } from "@visx/shape";
import { useId } from "react";
import { formatMoney, type Cents } from "~/lib/money";

// The dashboard's charts: SVG drawn by visx (ADR 0061) at a fixed size in a viewBox, so the server
// renders them whole and they need no script to be seen; the page scales them with CSS. Each chart
// is an image with a title for screen readers, and its numbers are a table beside it (a visible
// legend, or one only screen readers read): no number lives only in the drawing.

const WIDTH = 320;
const HEIGHT = 160;
const MARGIN = { top: 8, right: 4, bottom: 18, left: 4 };

/** Fill classes of the series and slices, in order (Tailwind sees them written out here). */
export const CHART_FILLS = [
  "fill-blue-600",
  "fill-emerald-500",
  "fill-amber-500",
  "fill-rose-500",
  "fill-violet-500",
  "fill-cyan-500",
  "fill-lime-500",
  "fill-orange-500",
  "fill-slate-400",
] as const;
const SWATCHES = [
  "bg-blue-600",
  "bg-emerald-500",
  "bg-amber-500",
  "bg-rose-500",
  "bg-violet-500",
  "bg-cyan-500",
  "bg-lime-500",
  "bg-orange-500",
  "bg-slate-400",
] as const;

export interface BarSeries {
  name: string;
}

export interface BarDatum {
  label: string;
  /** What the axis shows under the bars when the label is too long for it ("Dec" for "Dec 2025") */
  short?: string;
  /** One amount per series, in cents */
  values: readonly Cents[];
}

/**
 * Bars per category (one per series, side by side), with the categories' labels under them, and
 * the same numbers as a table for screen readers (`caption`, a heading per series).
 */
export function BarChart({
  title,
  categoryHeading,
  series,
  data,
}: {
  title: string;
  categoryHeading: string;
  series: readonly BarSeries[];
  data: readonly BarDatum[];
}) {
  const titleId = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values: number[] = data.flatMap((d) => [...d.values]);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const x = scaleBand<string>({ domain: data.map((d) => d.label), range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand<number>({ domain: series.map((_, i) => i), range: [0, x.bandwidth()], padding: 0.08 });
  const y = scaleLinear<number>({ domain: [bottom, top === bottom ? bottom + 1 : top], range: [innerHeight, 0] });
  const zero = y(0);
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={titleId} className="block h-auto max-h-48">
        <title id={titleId}>{title}</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <line x1={0} x2={innerWidth} y1={zero} y2={zero} className="stroke-slate-300" />
          {data.map((d) => (
            <Group key={d.label} left={x(d.label) ?? 0}>
              {d.values.map((value, i) => {
                const end = y(value);
                return (
                  <Bar
                    key={series[i].name}
                    x={inner(i) ?? 0}
                    y={Math.min(zero, end)}
                    width={inner.bandwidth()}
                    height={Math.max(Math.abs(zero - end), value === 0 ? 0 : 1)}
                    className={CHART_FILLS[i % CHART_FILLS.length]}
                  >
                    <title>{`${d.label}${series.length > 1 ? `, ${series[i].name}` : ""}: ${formatMoney(value)}`}</title>
                  </Bar>
                );
              })}
              <text x={x.bandwidth() / 2} y={innerHeight + 13} textAnchor="middle" className="fill-slate-500 text-[9px]">
                {d.short ?? d.label}
              </text>
            </Group>
          ))}
        </Group>
      </svg>
      {series.length > 1 ? (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
          {series.map((s, i) => (
            <span key={s.name} className="inline-flex items-center gap-1.5">
              <span className={`inline-block h-2.5 w-2.5 rounded-sm ${SWATCHES[i % SWATCHES.length]}`} />
              {s.name}
            </span>
          ))}
        </figcaption>
      ) : null}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeading}</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              {d.values.map((value, i) => (
                <td key={series[i].name}>{formatMoney(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export interface DonutSlice {
  label: string;
  amount: Cents;
}

/**
 * A ring of the slices above zero, and beside it the legend: a table of every slice's amount and
 * share of the total (the numbers, for everyone), with the total under it.
 */
export function DonutChart({
  title,
  heading,
  slices,
  total,
}: {
  title: string;
  heading: string;
  slices: readonly DonutSlice[];
  total: Cents;
}) {
  const titleId = useId();
  const size = 120;
  const radius = size / 2;
  const drawn = slices.map((s, i) => ({ ...s, fill: CHART_FILLS[i % CHART_FILLS.length] })).filter((s) => s.amount > 0);
  const share = (amount: number) => (total > 0 ? `${((amount * 100) / total).toFixed(1)}%` : "");
  return (
    <figure className="flex flex-col items-center gap-3">
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} role="img" aria-labelledby={titleId} className="mx-auto shrink-0">
        <title id={titleId}>{title}</title>
        <Group top={radius} left={radius}>
          <Pie data={drawn} pieValue={(s) => s.amount} outerRadius={radius} innerRadius={radius * 0.58} padAngle={0.01}>
            {(pie) =>
              pie.arcs.map((arc) => (
                <path key={arc.data.label} d={pie.path(arc) ?? ""} className={arc.data.fill}>
                  <title>{`${arc.data.label}: ${formatMoney(arc.data.amount)}`}</title>
                </path>
              ))
            }
          </Pie>
        </Group>
      </svg>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Amount</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {slices.map((s, i) => (
            <tr key={s.label} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-2 font-normal">
                <span className="inline-flex items-center gap-1.5">
                  <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 shrink-0 rounded-sm ${SWATCHES[i % SWATCHES.length]}`} />
                  {s.label}
                </span>
              </th>
              <td className="py-1 pr-2 text-right tabular-nums">{formatMoney(s.amount)}</td>
              <td className="py-1 text-right tabular-nums text-slate-500">{share(s.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-1.5 pr-2 text-left font-semibold">
              Total
            </th>
            <td className="pt-1.5 pr-2 text-right font-semibold tabular-nums">{formatMoney(total)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </figure>
  );
}
