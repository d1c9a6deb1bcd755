"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, formatMoneyCompact } from "@/lib/format";
import { monthLabel, type MonthPoint } from "@/lib/money-series";

export type ChartSeries = {
  key: string;
  label: string;
  /** A theme colour: "var(--chart-1)". */
  color: string;
  /** Points drawn too (a series of one point, such as what is expected at the end). */
  dots?: boolean;
};

type Props = {
  /** What the picture shows, said to a screen reader before its table. */
  summary: string;
  kind: "line" | "bar";
  points: MonthPoint[];
  series: ChartSeries[];
};

/** The text colour of the chart's box (Recharts writes a tick's fill as an inline style, over any class). */
const TICK = { fill: "currentColor", fontSize: 12 };

/**
 * Money month by month as a picture (Recharts), in the theme's chart colours, and behind it the same
 * figures as a table for screen readers: the picture is hidden from them and takes no focus.
 */
export function MoneyChart({ summary, kind, points, series }: Props) {
  const data = points.map((point) => ({
    ...point,
    ...Object.fromEntries(series.map((s) => [s.key, point[s.key] === null ? null : Number(point[s.key])])),
  }));
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis dataKey="month" tickFormatter={monthLabel} tick={TICK} tickLine={false} axisLine={false} minTickGap={4} />
      <YAxis tickFormatter={(value: number) => formatMoneyCompact(value)} tick={TICK} tickLine={false} axisLine={false} width={72} />
      <Tooltip
        cursor={{ fill: "var(--muted)", stroke: "var(--border)" }}
        content={({ active, label, payload }) =>
          active && payload?.length ? (
            <div className="rounded-md border border-border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
              <p className="mb-1 font-medium">{monthLabel(String(label))}</p>
              {payload.map((entry) => (
                <p key={String(entry.dataKey)} className="flex items-center gap-2">
                  <span className="size-2 rounded-full" style={{ background: entry.color }} />
                  {series.find((s) => s.key === entry.dataKey)?.label}: {formatMoney(Number(entry.value))}
                </p>
              ))}
            </div>
          ) : null
        }
      />
    </>
  );
  return (
    <figure className="grid min-w-0 gap-3">
      <figcaption className="sr-only">{summary}</figcaption>
      <div aria-hidden="true" className="h-64 w-full min-w-0 overflow-hidden text-foreground">
        <ResponsiveContainer width="100%" height="100%">
          {kind === "line" ? (
            <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              {axes}
              {series.map((s) => (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={s.dots ? { r: 5, fill: s.color } : false}
                  activeDot={{ r: 5 }}
                  type="monotone"
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          ) : (
            <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              {axes}
              {series.map((s) => (
                <Bar key={s.key} dataKey={s.key} fill={s.color} radius={3} isAnimationActive={false} />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      {/* The wrapper is what is visually hidden: a table grows past the 1 px sr-only gives it. */}
      <div className="sr-only">
        <table>
          <caption>{summary}</caption>
          <thead>
            <tr>
              <th scope="col">Mes</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.month}>
                <th scope="row">{monthLabel(point.month)}</th>
                {series.map((s) => (
                  <td key={s.key}>{point[s.key] === null ? "—" : formatMoney(point[s.key]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
