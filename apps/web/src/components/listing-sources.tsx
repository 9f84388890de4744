import { LISTING_SOURCES, type ListingSource, type TProviderProfile } from '@app/contracts';

/** A provider_sources row of the profile payload. */
type ListingSourceRow = NonNullable<TProviderProfile['sources']>[number];
import { localizeMessage, useT } from '../lib/i18n';
import { commonMessages } from './i18n';

/** The NPPES registry's public page of an NPI (issue 47: the first registry fact we show). */
export function npiRegistryUrl(npi: string): string {
  return `https://npiregistry.cms.hhs.gov/provider-view/${encodeURIComponent(npi)}`;
}

/** One dataset as shown: its records' attributions and releases gathered. */
export interface SourceEntry {
  source: ListingSource;
  name: string;
  licence: string;
  attributions: string[];
  releases: string[];
}

/**
 * A listing's provider_sources rows, one entry per dataset (a merged listing can hold two
 * records of one source): each attribution and release once, in the order first seen.
 */
export function groupSources(sources: readonly ListingSourceRow[]): SourceEntry[] {
  const entries = new Map<ListingSource, SourceEntry>();
  for (const row of sources) {
    const entry = entries.get(row.source) ?? {
      source: row.source,
      name: row.name,
      licence: row.licence,
      attributions: [],
      releases: [],
    };
    if (row.attribution && !entry.attributions.includes(row.attribution))
      entry.attributions.push(row.attribution);
    if (row.release && !entry.releases.includes(row.release)) entry.releases.push(row.release);
    entries.set(row.source, entry);
  }
  return [...entries.values()];
}

/** Every source the directory takes listings from, as /about lists them. */
export function allSources(): SourceEntry[] {
  return (Object.keys(LISTING_SOURCES) as ListingSource[]).map((source) => ({
    source,
    name: LISTING_SOURCES[source].name,
    licence: LISTING_SOURCES[source].licence,
    attributions: [LISTING_SOURCES[source].attribution],
    releases: [],
  }));
}

/**
 * Sources with what each licence asks us to show: the dataset's name (a link to its home
 * where it has one), the licence and the attribution, in the reader's language.
 */
export function SourceList({ entries }: { entries: readonly SourceEntry[] }) {
  const t = useT(commonMessages);
  return (
    <ul className="flex flex-col gap-3">
      {entries.map((entry) => {
        const url = LISTING_SOURCES[entry.source]?.url;
        return (
          <li key={entry.source} className="text-sm text-slate-700">
            <p className="font-medium text-slate-900">
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {entry.name}
                  <span className="sr-only"> {t('opensNewTab')}</span>
                </a>
              ) : (
                localizeMessage(entry.name)
              )}
            </p>
            <p>{t('sources.licence', { licence: localizeMessage(entry.licence) })}</p>
            {entry.attributions.map((attribution) => (
              <p key={attribution} className="text-slate-600">
                {localizeMessage(attribution)}
              </p>
            ))}
            {entry.releases.length > 0 && (
              <p className="text-xs text-slate-600">
                {t('sources.release', { release: entry.releases.join(', ') })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
