import styled from 'styled-components';

export interface TrendSeries {
  label: string;
  values: number[];
  /** a theme colour name */
  color: 'primary' | 'accent' | 'warning' | 'danger' | 'info';
}

const Figure = styled.figure`
  margin: 0;
  .scroll { overflow-x: auto; }
  svg { width: 100%; min-width: 34rem; height: auto; display: block; }
  figcaption { display: flex; flex-wrap: wrap; gap: 1rem; font-size: 0.875rem; margin-top: 0.5rem; }
  .key { display: inline-flex; align-items: center; gap: 0.375rem; }
  .swatch { width: 0.75rem; height: 0.75rem; border-radius: 2px; display: inline-block; }
  text { fill: ${({ theme }) => theme.color.textMuted}; font-size: 11px; }
  .grid { stroke: ${({ theme }) => theme.color.border}; stroke-width: 1; }
`;

const W = 720;
const H = 220;
const PAD = { top: 12, right: 24, bottom: 28, left: 36 };

/**
 * The overview's daily trend: stacked bars (counts that add up, such as sign-ups by role) or lines (series that
 * overlap, such as applications and those accepted). Plain SVG in its own chunk, so the dashboard's first paint
 * does not wait for it.
 */
export default function TrendChart({ days, series, title, stacked }: { days: string[]; series: TrendSeries[]; title: string; stacked: boolean }) {
  const totals = days.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = Math.max(1, ...(stacked ? totals : series.flatMap((s) => s.values)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const x = (i: number) => (stacked ? PAD.left + slot * (i + 0.5) : PAD.left + (days.length <= 1 ? innerW / 2 : (i / (days.length - 1)) * innerW));
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, Math.round(max / 2), max].filter((v, i, all) => all.indexOf(v) === i);
  const anchor = (i: number) => (i === 0 && !stacked ? 'start' : i === days.length - 1 ? 'end' : 'middle');
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  const summary = series.map((s) => `${s.label}: ${s.values.reduce((a, b) => a + b, 0)} in total`).join('; ');
  return (
    <Figure>
      <div className="scroll" role="region" aria-label={`${title} (scrolls sideways on a narrow screen)`} tabIndex={0}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}. ${summary}.`}>
        {ticks.map((t) => (
          <g key={t}>
            <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        {days.map((d, i) =>
          i % labelEvery === 0 || i === days.length - 1 ? (
            <text key={d} x={x(i)} y={H - 8} textAnchor={anchor(i)}>
              {d.slice(5)}
            </text>
          ) : null,
        )}
        {stacked
          ? days.map((d, i) => {
              let base = 0;
              return (
                <g key={d}>
                  {series.map((s) => {
                    const v = s.values[i] ?? 0;
                    const top = base + v;
                    const rect = v > 0 ? <rect key={s.label} x={x(i) - barW / 2} y={y(top)} width={barW} height={y(base) - y(top)} fill={`var(--ps-${s.color})`} /> : null;
                    base = top;
                    return rect;
                  })}
                </g>
              );
            })
          : null}
        {stacked ? null : series.map((s) => (
          <polyline
            key={s.label}
            fill="none"
            stroke={`var(--ps-${s.color})`}
            strokeWidth={2.5}
            strokeLinejoin="round"
            points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
          />
        ))}
      </svg>
      </div>
      <figcaption>
        {series.map((s) => (
          <span className="key" key={s.label}>
            <span className="swatch" style={{ background: `var(--ps-${s.color})` }} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </figcaption>
    </Figure>
  );
}
