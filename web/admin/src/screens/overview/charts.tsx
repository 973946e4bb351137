/**
 * The overview's charts (recharts). This module is imported lazily by the overview screen, so recharts is a chunk
 * of its own: not in the admin's first-load JS, and not even in the overview screen's chunk.
 */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../format.ts';
import { shortDate, type OverviewDay } from './types.ts';

const COLORS = { confirmed: '#0a7c42', assumed: '#7ed3a4', unresolved: '#b5b5b5', tokens: '#1f6feb', cost: '#8051ff' };

/** Conversations per day, stacked by outcome. */
export function ConversationsChart({ days }: { days: OverviewDay[] }) {
  const data = days.map((d) => ({ ...d, label: shortDate(d.date), unresolved: d.conversations - d.confirmed - d.assumed }));
  return (
    <div className="overview-chart" data-testid="chart-conversations">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="confirmed" name="Confirmed" stackId="c" fill={COLORS.confirmed} isAnimationActive={false} />
          <Bar dataKey="assumed" name="Assumed" stackId="c" fill={COLORS.assumed} isAnimationActive={false} />
          <Bar dataKey="unresolved" name="Not resolved" stackId="c" fill={COLORS.unresolved} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Model tokens (left axis) and cost (right axis) per day. */
export function UsageChart({ days }: { days: OverviewDay[] }) {
  const data = days.map((d) => ({ label: shortDate(d.date), tokens: d.input_tokens + d.output_tokens, cost: d.cost_usd ?? 0 }));
  // A cost axis for an all-zero series (the local model is free) would only show a meaningless scale.
  const hasCost = data.some((d) => d.cost > 0);
  return (
    <div className="overview-chart" data-testid="chart-usage">
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={data} margin={{ top: 8, right: hasCost ? 0 : 16, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis yAxisId="tokens" tick={{ fontSize: 12 }} />
          {hasCost && <YAxis yAxisId="cost" orientation="right" tick={{ fontSize: 12 }} tickFormatter={(v: number) => formatUsd(v)} />}
          <Tooltip formatter={(v, name) => (name === 'Cost' ? formatUsd(Number(v)) : Number(v).toLocaleString())} />
          <Legend />
          <Line yAxisId="tokens" type="linear" dataKey="tokens" name="Tokens" stroke={COLORS.tokens} dot={days.length <= 31} strokeWidth={2} isAnimationActive={false} />
          {hasCost && <Line yAxisId="cost" type="linear" dataKey="cost" name="Cost" stroke={COLORS.cost} dot={false} strokeWidth={2} isAnimationActive={false} />}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Both charts (the lazy module's default export). */
export default function OverviewCharts({ days, which }: { days: OverviewDay[]; which: 'conversations' | 'usage' }) {
  return which === 'conversations' ? <ConversationsChart days={days} /> : <UsageChart days={days} />;
}
