import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { monthLabel, usd, type BrandFigures, type TalentFigures } from '../lib/figures';

const GRID = '#26324d';
const AXIS = { fontSize: 12, fill: '#a3afc7' };

/** Earnings released per month (bars). recharts lives in this module's chunk, loaded only by /analytics. */
export function EarningsChart({ data }: { data: TalentFigures['earnings_by_month'] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart accessibilityLayer={false} data={data.map((d) => ({ month: monthLabel(d.month, true), amount: d.amount }))}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="month" tick={AXIS} />
        <YAxis tick={AXIS} tickFormatter={(v: number) => usd(v)} width={72} />
        <Bar dataKey="amount" name="Earnings" fill="#34d399" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function ViewsChart({ data }: { data: TalentFigures['views_by_month'] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart accessibilityLayer={false} data={data.map((d) => ({ month: monthLabel(d.month, true), profile: d.profile, kit: d.media_kit }))}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="month" tick={AXIS} />
        <YAxis tick={AXIS} allowDecimals={false} width={40} />
        <Legend />
        <Line dataKey="profile" name="Profile views" stroke="#60a5fa" strokeWidth={2} isAnimationActive={false} />
        <Line dataKey="kit" name="Media kit views" stroke="#fbbf24" strokeWidth={2} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function ApplicantsChart({ data }: { data: BrandFigures['applicants_per_deal'] }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, data.length * 40)}>
      <BarChart accessibilityLayer={false} data={data.map((d) => ({ title: d.title.length > 26 ? `${d.title.slice(0, 25)}…` : d.title, applicants: d.applicants, accepted: d.accepted }))} layout="vertical" margin={{ left: 8, right: 16 }}>
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" tick={AXIS} allowDecimals={false} />
        <YAxis type="category" dataKey="title" tick={AXIS} width={170} />
        <Legend />
        <Bar dataKey="applicants" name="Applicants" fill="#60a5fa" isAnimationActive={false} />
        <Bar dataKey="accepted" name="Accepted" fill="#34d399" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function BudgetChart({ data }: { data: BrandFigures['campaigns'] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart accessibilityLayer={false} data={data.map((c) => ({ name: c.name, budget: c.budget, committed: c.committed, spent: c.spent }))}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="name" tick={AXIS} />
        <YAxis tick={AXIS} tickFormatter={(v: number) => usd(v)} width={80} />
        <Legend />
        <Bar dataKey="budget" name="Budget" fill="#94a3b8" isAnimationActive={false} />
        <Bar dataKey="committed" name="Committed" fill="#60a5fa" isAnimationActive={false} />
        <Bar dataKey="spent" name="Spent" fill="#34d399" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
