import { useEffect } from 'react';
import { PRODUCT_NAME } from '../version';

/** The default title: a tagline about connecting athletes, creators and brands. */
export const DEFAULT_TITLE = `${PRODUCT_NAME} | Where athletes, creators and brands make sponsorship deals`;
export const DEFAULT_DESCRIPTION =
  'Pitchside connects athletes, creators, brands and agencies for sponsorship and partnership deals, with a deal marketplace, a learning hub, a community and direct messaging.';
export const DEFAULT_KEYWORDS = [
  'sponsorship',
  'athlete sponsorship',
  'creator partnerships',
  'brand deals',
  'NIL deals',
  'influencer marketing',
  'sports marketing',
];
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

export interface PageHeadOptions {
  title?: string;
  description?: string;
  keywords?: string[];
  /** Share image path or URL (default /og-image.png). */
  image?: string;
  /** Path for the canonical URL (default: the current path without query or hash). */
  canonicalPath?: string;
}

/** The brand name is appended to a title that does not already contain it. */
export function formatTitle(title?: string | null): string {
  const trimmed = title?.trim();
  if (!trimmed) return DEFAULT_TITLE;
  return trimmed.toLowerCase().includes(PRODUCT_NAME.toLowerCase()) ? trimmed : `${trimmed} | ${PRODUCT_NAME}`;
}

/** The Organization structured data every page carries. */
export function organizationJsonLd(origin: string, sameAs: string[] = []) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    url: origin,
    logo: `${origin}/og-image.png`,
    description: DEFAULT_DESCRIPTION,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function upsertLink(rel: string, href: string) {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Writes title, description, keywords, share image, canonical URL and structured data into <head>. */
export function applyPageHead(options: PageHeadOptions = {}, loc: Pick<Location, 'origin' | 'pathname'> = window.location): void {
  const title = formatTitle(options.title);
  const description = options.description ?? DEFAULT_DESCRIPTION;
  const keywords = (options.keywords ?? DEFAULT_KEYWORDS).join(', ');
  const imagePath = options.image ?? DEFAULT_SHARE_IMAGE;
  const image = /^https?:/.test(imagePath) ? imagePath : `${loc.origin}${imagePath}`;
  const canonical = `${loc.origin}${options.canonicalPath ?? loc.pathname}`;

  document.title = title;
  upsertMeta('name', 'description', description);
  upsertMeta('name', 'keywords', keywords);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', description);
  upsertMeta('property', 'og:image', image);
  upsertMeta('property', 'og:url', canonical);
  upsertMeta('property', 'og:type', 'website');
  upsertMeta('property', 'og:site_name', PRODUCT_NAME);
  upsertMeta('name', 'twitter:card', 'summary_large_image');
  upsertMeta('name', 'twitter:title', title);
  upsertMeta('name', 'twitter:description', description);
  upsertMeta('name', 'twitter:image', image);
  upsertLink('canonical', canonical);

  let ld = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"][data-page-head]');
  if (!ld) {
    ld = document.createElement('script');
    ld.type = 'application/ld+json';
    ld.dataset.pageHead = 'organization';
    document.head.appendChild(ld);
  }
  ld.textContent = JSON.stringify(organizationJsonLd(loc.origin));
}

/** Sets the page head for the page that calls it; re-applies when the options change. */
export function usePageHead(options: PageHeadOptions = {}): void {
  const { title, description, image, canonicalPath } = options;
  const keywords = options.keywords?.join('|');
  useEffect(() => {
    applyPageHead({ title, description, image, canonicalPath, keywords: keywords ? keywords.split('|') : undefined });
  }, [title, description, image, canonicalPath, keywords]);
}

/** Component form of usePageHead for pages that prefer JSX. */
export function PageHead(props: PageHeadOptions): null {
  usePageHead(props);
  return null;
}
