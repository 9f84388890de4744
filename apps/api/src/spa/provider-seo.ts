import { localeOf, type TLocale, type TProviderProfile } from '@app/contracts';

/** What the provider page's head needs (read off the profile the page embeds: seoRowOf). */
export interface ProviderSeoRow {
  id: string;
  name: string;
  category: string;
  description: string;
  city: string | null;
  state: string | null;
  address_line1: string | null;
  zip: string | null;
  phone: string | null;
  logo_url: string | null;
  rating: string | number;
  review_count: number;
}

export const DESCRIPTION_MAX_LENGTH = 155;
const SITE_NAME = 'InjuryPros';

/** `/provider/<id>` (one segment, optional trailing slash) → the decoded id, else null. */
export function providerIdFromPath(pathname: string): string | null {
  const match = /^\/provider\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1] ?? '');
    return id.length > 0 && id.length <= 200 ? id : null;
  } catch {
    return null;
  }
}

/** `work`'s value, or null when it fails or takes longer than `timeoutMs`. */
export async function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([work.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The head's fields from the visitor's profile, so one lookup serves the tags and the embed. */
export function seoRowOf(profile: TProviderProfile): ProviderSeoRow {
  const location = profile.location;
  return {
    id: profile.id,
    name: profile.profileName,
    category: profile.category,
    description: profile.description,
    city: location?.city || null,
    state: location?.state || null,
    address_line1: location?.addressLine1 || null,
    zip: location?.zipCode || null,
    phone: profile.phoneNumber,
    logo_url: profile.logoUrl,
    rating: profile.rating,
    review_count: profile.reviewCount,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** JSON for a <script> element: `<` escaped so no `</script>` or `<!--` can appear. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The first `max` characters of a description, whitespace collapsed, cut at a word. */
export function metaDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The categories' Spanish names, as the web app shows them (its labels' es.json). */
const CATEGORY_ES: Record<string, string> = {
  'Law Firms': 'Abogados de accidentes',
  'Medical Facilities': 'Centros médicos',
  'Auto Body Shops': 'Talleres de carrocería',
  'Towing Services': 'Servicios de grúa',
  Chiropractors: 'Quiroprácticos',
  'Insurance Agents': 'Agentes de seguros',
  'MRI/Imaging Centers': 'Centros de resonancia e imágenes',
  'Case Funding Loans': 'Préstamos sobre demanda',
  'Physical Therapists': 'Fisioterapeutas',
};

export function providerTitle(p: ProviderSeoRow, locale: TLocale = 'en'): string {
  const place = [p.city, p.state?.trim()].filter(Boolean).join(', ');
  if (locale === 'es') {
    const category = CATEGORY_ES[p.category] ?? p.category;
    return `${p.name} – ${category}${place ? ` en ${place}` : ''} | ${SITE_NAME}`;
  }
  return `${p.name} – ${p.category}${place ? ` in ${place}` : ''} | ${SITE_NAME}`;
}

/** The language a page is served in: `?lang=es` gives Spanish, anything else English. */
export function pageLocaleOf(lang: unknown): TLocale {
  return (typeof lang === 'string' && localeOf(lang)) || 'en';
}

/** The page's address in a language: `?lang=es` added for Spanish, kept off for English. */
export function pageUrl(origin: string, pathname: string, query: string, locale: TLocale): string {
  const params = new URLSearchParams(query);
  params.delete('lang');
  if (locale === 'es') params.append('lang', 'es');
  const search = params.toString();
  return `${origin}${pathname}${search ? `?${search}` : ''}`;
}

/** `<link rel="alternate" hreflang>` for English, Spanish and x-default (the English). */
export function hreflangLinks(origin: string, pathname: string, query = ''): string[] {
  const en = escapeHtml(pageUrl(origin, pathname, query, 'en'));
  const es = escapeHtml(pageUrl(origin, pathname, query, 'es'));
  return [
    `<link rel="alternate" hreflang="en" href="${en}" />`,
    `<link rel="alternate" hreflang="es" href="${es}" />`,
    `<link rel="alternate" hreflang="x-default" href="${en}" />`,
  ];
}

/** The title and description of the pages without their own (home, search) in Spanish. */
export const SITE_HEAD_ES = {
  title: 'InjuryPros: proveedores de confianza para lesiones y sus reseñas',
  description:
    'Encuentre proveedores locales de confianza y bien calificados para después de una lesión: abogados, centros médicos, quiroprácticos, talleres de carrocería, grúas y más, con reseñas reales.',
} as const;

/** `<html lang>` of the page's language (index.html is written with "en"). */
export function withHtmlLang(html: string, locale: TLocale): string {
  if (locale === 'en') return html;
  return html.replace(
    /<html\b([^>]*?)\slang="[^"]*"/i,
    (_m, attrs: string) => `<html${attrs} lang="${locale}"`,
  );
}

/** index.html with the Spanish title and description (the pages the server writes no meta for). */
export function withSiteHeadEs(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(SITE_HEAD_ES.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/i,
      () => `<meta name="description" content="${escapeHtml(SITE_HEAD_ES.description)}" />`,
    );
}

/** Adds tags before </head>. */
export function withHeadTags(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  return html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** schema.org LocalBusiness of a provider; aggregateRating only with reviews. */
export function providerJsonLd(p: ProviderSeoRow, url: string): Record<string, unknown> {
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (p.address_line1) address.streetAddress = p.address_line1;
  if (p.city) address.addressLocality = p.city;
  if (p.state) address.addressRegion = p.state.trim();
  if (p.zip) address.postalCode = p.zip;
  address.addressCountry = 'US';
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: p.name,
    description: p.description,
    address,
    url,
  };
  if (p.phone) ld.telephone = p.phone;
  if (p.logo_url) ld.image = p.logo_url;
  if (p.review_count > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(p.rating),
      reviewCount: p.review_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

/** The id of the element holding the embedded profile (read by the web app's useProvider). */
export const PROVIDER_DATA_ID = 'provider-data';

/**
 * index.html with the provider's title, description, canonical link, Open Graph tags and
 * JSON-LD, and the profile (GET /providers/{id} as a visitor gets it) as JSON when given, so
 * the page renders without waiting for the API. Its English and Spanish (`?lang=es`) pages
 * are linked by hreflang; the Spanish one has its own canonical address and title. The existing <title> and description meta
 * are replaced, not duplicated; the other tags go before </head>. Every value is escaped.
 */
export function renderProviderHead(
  indexHtml: string,
  p: ProviderSeoRow,
  origin: string,
  profile?: unknown,
  locale: TLocale = 'en',
): string {
  const pathname = `/provider/${encodeURIComponent(p.id)}`;
  const url = pageUrl(origin, pathname, '', locale);
  const title = escapeHtml(providerTitle(p, locale));
  const description = escapeHtml(metaDescription(p.description));
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...hreflangLinks(origin, pathname),
    `<meta property="og:type" content="business.business" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(p.logo_url ? [`<meta property="og:image" content="${escapeHtml(p.logo_url)}" />`] : []),
    `<script type="application/ld+json">${jsonForScript(providerJsonLd(p, url))}</script>`,
    ...(profile
      ? [
          `<script type="application/json" id="${PROVIDER_DATA_ID}">${jsonForScript(profile)}</script>`,
        ]
      : []),
  ];
  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  if (html === indexHtml) tags.unshift(`<title>${title}</title>`);
  const descriptionTag = `<meta name="description" content="${description}" />`;
  const withDescription = html.replace(/<meta\s+name="description"[^>]*>/i, () => descriptionTag);
  if (withDescription === html) tags.unshift(descriptionTag);
  html = withDescription;
  return html.replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}
