import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { APP_VERSION, PRODUCT_NAME } from 'shared-ui';
import { reportIssue, supportEmail } from './support';

const Footer = styled.footer`
  margin-top: 3rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
  content-visibility: auto;
  contain-intrinsic-block-size: auto 30rem;
`;

const Grid = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  @media (min-width: 768px) { padding: 2.5rem 2rem 1.5rem; }
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  h2 { font-size: 0.95rem; margin: 0 0 0.75rem; color: ${({ theme }) => theme.color.text}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
  a { color: ${({ theme }) => theme.color.textMuted}; text-decoration: none; display: inline-block; padding: 0.25rem 0; }
  a:hover { color: ${({ theme }) => theme.color.text}; text-decoration: underline; }
  p { margin: 0 0 0.5rem; }
`;

const Bottom = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: 1rem 1rem 1.5rem;
  @media (min-width: 768px) { padding: 1rem 2rem 1.5rem; }
  border-top: 1px solid ${({ theme }) => theme.color.border};
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
  justify-content: space-between;
  a { color: ${({ theme }) => theme.color.textMuted}; }
  nav ul { list-style: none; display: flex; gap: 1rem; margin: 0; padding: 0; }
`;

const ReportButton = styled.button`
  font: inherit;
  font-weight: 600;
  padding: 0.5rem 0.875rem;
  min-height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/pitchside' },
  { label: 'X (Twitter)', href: 'https://x.com/pitchside' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/pitchside' },
  { label: 'YouTube', href: 'https://www.youtube.com/@pitchside' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@pitchside' },
];

export function SiteFooter() {
  const email = supportEmail();
  return (
    <Footer>
      <Grid>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand">{PRODUCT_NAME}</h2>
          <p>The sponsorship marketplace where athletes, artists, creators and brands build partnerships that last.</p>
          <ReportButton type="button" onClick={() => reportIssue()}>
            Report Issue
          </ReportButton>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li><a href={`mailto:${email}`} title={email}>Email support</a></li>
            <li><a href="mailto:partnerships@pitchside.dev" title="partnerships@pitchside.dev">Partnerships team</a></li>
            <li><a href="tel:+18005550199">+1 (800) 555-0199</a></li>
            <li><Link to="/demo-schedule">Book a demo</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick links</h2>
          <ul>
            <li><Link to="/explore">Explore</Link></li>
            <li><Link to="/marketplace">Marketplace</Link></li>
            <li><Link to="/learn">Learning Hub</Link></li>
            <li><Link to="/pricing">Pricing</Link></li>
            <li><Link to="/about">About</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            <li><Link to="/athlete-info">For Athletes &amp; Artists</Link></li>
            <li><Link to="/creator-info">For Creators</Link></li>
            <li><Link to="/brand-info">For Brands</Link></li>
            <li><Link to="/services">Services</Link></li>
            <li><Link to="/faq">FAQ</Link></li>
            <li><Link to="/learn/content-library">Content Library</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Follow us</h2>
          <ul>
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">{s.label}</a>
              </li>
            ))}
          </ul>
        </section>
      </Grid>
      <Bottom>
        <p style={{ margin: 0 }}>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved. <span>Version {APP_VERSION}</span>
        </p>
        <nav aria-label="Legal">
          <ul>
            <li><Link to="/privacy">Privacy</Link></li>
            <li><Link to="/terms">Terms</Link></li>
            <li><Link to="/sitemap">Sitemap</Link></li>
          </ul>
        </nav>
      </Bottom>
    </Footer>
  );
}
