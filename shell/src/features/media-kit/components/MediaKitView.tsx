import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, Badge, Card, Spinner } from 'shared-ui';
import { formatDollars } from 'shared-ui/billing';
import { compact, kitAudience, kitSubtitle, platformName, type MediaKit } from '../lib/kit';

const AudienceCharts = lazy(() => import(/* webpackChunkName: "audience-charts" */ './AudienceCharts'));

const Sheet = styled.article`
  display: grid;
  gap: 1rem;
`;
/**
 * The kit's header. On a phone it is one column: the avatar, then the name and who they are, the categories, the
 * handles, the headline figures and the actions, each at full width. From the small breakpoint up, the avatar
 * stands to the left of the rest.
 */
const Hero = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem 1.5rem;
  .body { display: grid; gap: 1rem; min-width: 0; width: 100%; }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
    .body { flex: 1; width: auto; }
  }
  h1, h2.name { margin: 0; font-size: clamp(1.5rem, 4vw, 2.25rem); overflow-wrap: anywhere; }
  .sub { color: ${({ theme }) => theme.color.textMuted}; margin: 0.25rem 0 0; }
  .headline { margin: 0.5rem 0 0; font-weight: 600; }
  .categories { display: flex; flex-wrap: wrap; gap: 0.375rem; margin-top: 0.5rem; }
  .links { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin-top: 0.5rem; font-size: 0.9375rem; }
  .links a { overflow-wrap: anywhere; }
  .stats {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
    gap: 0.5rem;
    margin: 0;
  }
  .stats div { border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.md}; padding: 0.5rem 0.75rem; }
  .stats dt { font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
  .stats dd { margin: 0; font-size: 1.25rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  @media (max-width: calc(${({ theme }) => theme.breakpoints.sm} - 0.02px)) {
    .actions > * { flex: 1 1 100%; justify-content: center; }
  }
`;
const Block = styled(Card)`
  h2 { margin: 0 0 0.75rem; font-size: 1.125rem; }
  p { margin: 0; white-space: pre-line; }
  ul.rows { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
  ul.rows li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; }
  .muted { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;
const Tiles = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  div { border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.md}; padding: 0.75rem; }
  strong { display: block; font-size: 1.5rem; }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

const monthYear = (iso: string | null) => (iso ? new Date(iso.length === 10 ? `${iso}T00:00:00` : iso).toLocaleDateString('en-US', { month: 'short', year: 'numeric' }) : '');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `kit-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Block as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Block>
  );
}

/** The media kit as others see it: the same view for /user-profile/me, /user-profile and /kit/<handle>; `actions` (Download PDF, Message) sit in its header. */
export function MediaKitView({ kit, headingLevel = 1, actions }: { kit: MediaKit; headingLevel?: 1 | 2; actions?: ReactNode }) {
  const audience = kitAudience(kit.audience);
  const subtitle = kitSubtitle(kit);
  const Name = headingLevel === 1 ? 'h1' : 'h2';
  const socials = [
    kit.instagram_handle && { label: `Instagram @${kit.instagram_handle}`, href: `https://instagram.com/${kit.instagram_handle}` },
    kit.twitter_handle && { label: `X @${kit.twitter_handle}`, href: `https://x.com/${kit.twitter_handle}` },
    kit.tiktok_handle && { label: `TikTok @${kit.tiktok_handle}`, href: `https://tiktok.com/@${kit.tiktok_handle}` },
    kit.website_url && { label: kit.website_url.replace(/^https?:\/\//, ''), href: kit.website_url },
  ].filter((x): x is { label: string; href: string } => !!x);
  const totalFollowers = (kit.platforms ?? []).reduce((sum, p) => sum + (p.follower_count ?? 0), 0);
  const rates = (kit.platforms ?? []).map((p) => p.engagement_rate).filter((r): r is number => typeof r === 'number');
  const stats: [string, string][] = kit.platforms?.length
    ? [
        ['Followers', compact(totalFollowers)],
        [kit.platforms.length === 1 ? 'Platform' : 'Platforms', String(kit.platforms.length)],
        ...(rates.length ? [['Avg. engagement', `${Math.round((rates.reduce((a, b) => a + b, 0) / rates.length) * 10) / 10}%`] as [string, string]] : []),
        ...(kit.partnerships?.length ? [[kit.partnerships.length === 1 ? 'Partnership' : 'Partnerships', String(kit.partnerships.length)] as [string, string]] : []),
      ]
    : [];

  return (
    <Sheet aria-label={`${kit.full_name}'s media kit`}>
      <Hero>
        <Avatar src={kit.avatar_url || null} name={kit.full_name} size={96} />
        <div className="body">
          <div>
            <Name className="name">{kit.full_name}</Name>
            {subtitle ? <p className="sub">{subtitle}</p> : null}
            {kit.headline ? <p className="headline">{kit.headline}</p> : null}
            {kit.content_categories.length ? (
              <div className="categories">
                {kit.content_categories.map((c) => (
                  <Badge key={c}>{c}</Badge>
                ))}
              </div>
            ) : null}
            {socials.length ? (
              <div className="links">
                {socials.map((s) => (
                  <a key={s.href} href={s.href} target="_blank" rel="noreferrer noopener">
                    {s.label}
                  </a>
                ))}
              </div>
            ) : null}
          </div>
          {stats.length ? (
            <dl className="stats">
              {stats.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {actions ? <div className="actions">{actions}</div> : null}
        </div>
      </Hero>

      {kit.bio ? (
        <Section title="About">
          <p>{kit.bio}</p>
        </Section>
      ) : null}

      {kit.platforms ? (
        <Section title="Platforms">
          {kit.platforms.length ? (
            <>
              <Tiles>
                <div>
                  <strong>{compact(totalFollowers)}</strong>
                  <span>total followers</span>
                </div>
                {kit.platforms.map((p) => (
                  <div key={p.platform}>
                    <strong>{compact(p.follower_count)}</strong>
                    <span>
                      {platformName(p.platform)}
                      {p.handle ? ` @${p.handle.replace(/^@/, '')}` : ''}
                      {p.engagement_rate != null ? ` · ${p.engagement_rate}% engagement` : ''}
                    </span>
                  </div>
                ))}
              </Tiles>
            </>
          ) : (
            <p className="muted">No platforms listed yet.</p>
          )}
        </Section>
      ) : null}

      {kit.audience ? (
        <Section title={audience.platform ? `Audience (${platformName(audience.platform)})` : 'Audience'}>
          {Object.keys(audience.byDimension).length ? (
            <Suspense fallback={<Spinner label="Loading charts..." size={20} />}>
              <AudienceCharts byDimension={audience.byDimension} />
            </Suspense>
          ) : (
            <p className="muted">No audience figures yet.</p>
          )}
        </Section>
      ) : null}

      {kit.stats?.length ? (
        <Section title="Stats">
          <Tiles>
            {kit.stats.map((s) => (
              <div key={`${s.season}-${s.stat_name}`}>
                <strong>
                  {s.stat_value ?? '–'}
                  {s.unit ? ` ${s.unit}` : ''}
                </strong>
                <span>
                  {s.stat_name}
                  {s.season ? ` · ${s.season}` : ''}
                </span>
              </div>
            ))}
          </Tiles>
        </Section>
      ) : null}

      {kit.achievements?.length ? (
        <Section title="Achievements">
          <ul className="rows">
            {kit.achievements.map((a) => (
              <li key={`${a.title}-${a.achieved_on}`}>
                <span>
                  <strong>{a.title}</strong>
                  {a.description ? <span className="muted"> · {a.description}</span> : null}
                </span>
                <span className="muted">{monthYear(a.achieved_on)}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {kit.partnerships ? (
        <Section title="Past partnerships">
          {kit.partnerships.length ? (
            <ul className="rows">
              {kit.partnerships.map((p) => (
                <li key={`${p.brand_name}-${p.deal_title}`}>
                  <span>
                    <strong>{p.brand_name}</strong> <span className="muted">{p.deal_title}</span>
                  </span>
                  <span className="muted">{monthYear(p.completed_at)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No completed partnerships yet.</p>
          )}
        </Section>
      ) : null}

      {kit.rates?.length ? (
        <Section title="Rates">
          <ul className="rows">
            {kit.rates.map((r) => (
              <li key={r.label}>
                <span>{r.label}</span>
                <strong>{formatDollars(r.amount)}</strong>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </Sheet>
  );
}
