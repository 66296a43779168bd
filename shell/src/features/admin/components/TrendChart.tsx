import styled from 'styled-components';

export interface TrendSeries {
  label: string;
  values: number[];
  /** a theme colour name */
  color: 'primary' | 'accent' | 'warning' | 'danger' | 'info';
}

const Figure = styled.figure`
  margin: 0;
  svg { width: 100%; height: auto; display: block; }
  figcaption { display: flex; flex-wrap: wrap; gap: 1rem; font-size: 0.875rem; margin-top: 0.5rem; }
  .key { display: inline-flex; align-items: center; gap: 0.375rem; }
  .swatch { width: 0.75rem; height: 0.75rem; border-radius: 2px; display: inline-block; }
  text { fill: ${({ theme }) => theme.color.textMuted}; font-size: 11px; }
  .grid { stroke: ${({ theme }) => theme.color.border}; stroke-width: 1; }
`;

const W = 720;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 36 };

/** Daily lines (the overview's trend): plain SVG, its own chunk so the dashboard's first paint does not wait for it. */
export default function TrendChart({ days, series, title }: { days: string[]; series: TrendSeries[]; title: string }) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (days.length <= 1 ? innerW / 2 : (i / (days.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, Math.round(max / 2), max].filter((v, i, all) => all.indexOf(v) === i);
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  const summary = series.map((s) => `${s.label}: ${s.values.reduce((a, b) => a + b, 0)} in total`).join('; ');
  return (
    <Figure>
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
            <text key={d} x={x(i)} y={H - 8} textAnchor="middle">
              {d.slice(5)}
            </text>
          ) : null,
        )}
        {series.map((s) => (
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
