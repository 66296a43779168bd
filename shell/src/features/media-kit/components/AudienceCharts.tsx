import { Bar, BarChart, Cell, Pie, PieChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';
import type { AudienceShare } from '../lib/kit';

const COLORS = ['#34d399', '#60a5fa', '#fbbf24', '#f472b6', '#a78bfa', '#f87171'];

const Charts = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: 0.25rem; }
  ul { list-style: none; margin: 0.25rem 0 0; padding: 0; font-size: 0.875rem; display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
  .swatch { display: inline-block; width: 0.625rem; height: 0.625rem; border-radius: 2px; margin-right: 0.25rem; }
  text { fill: ${({ theme }) => theme.color.textMuted}; font-size: 11px; }
`;

const TITLES: Record<string, string> = { age: 'Age', gender: 'Gender', location: 'Top locations' };

/** The values as text under each chart, so the numbers are read out and printed, not only drawn. */
function Legend({ rows }: { rows: AudienceShare[] }) {
  return (
    <ul>
      {rows.map((r, i) => (
        <li key={r.label}>
          <span className="swatch" style={{ background: COLORS[i % COLORS.length] }} aria-hidden="true" />
          {r.label} {r.percentage}%
        </li>
      ))}
    </ul>
  );
}

/** Audience demographics as charts (recharts, in this page's own chunk): gender as a donut, age and locations as bars. */
export default function AudienceCharts({ byDimension }: { byDimension: Record<string, AudienceShare[]> }) {
  return (
    <Charts>
      {(['age', 'gender', 'location'] as const)
        .filter((d) => byDimension[d]?.length)
        .map((d) => {
          const rows = byDimension[d]!;
          return (
            <figure key={d}>
              <figcaption>{TITLES[d]}</figcaption>
              <div aria-hidden="true" inert style={{ height: 180 }}>
                <ResponsiveContainer width="100%" height="100%">
                  {d === 'gender' ? (
                    <PieChart accessibilityLayer={false}>
                      <Pie data={rows} dataKey="percentage" nameKey="label" innerRadius={45} outerRadius={75} isAnimationActive={false}>
                        {rows.map((r, i) => (
                          <Cell key={r.label} fill={COLORS[i % COLORS.length]} />
                        ))}
                      </Pie>
                    </PieChart>
                  ) : (
                    <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
                      <XAxis type="number" domain={[0, 100]} unit="%" />
                      <YAxis type="category" dataKey="label" width={90} />
                      <Bar dataKey="percentage" isAnimationActive={false}>
                        {rows.map((r, i) => (
                          <Cell key={r.label} fill={COLORS[i % COLORS.length]} />
                        ))}
                      </Bar>
                    </BarChart>
                  )}
                </ResponsiveContainer>
              </div>
              <Legend rows={rows} />
            </figure>
          );
        })}
    </Charts>
  );
}
