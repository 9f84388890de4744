import { IMPORT_SOURCES, type ImportSource, type TProviderProfile } from '@app/contracts';
import { commonMessages } from '../../../components/i18n';
import { groupSources, npiRegistryUrl, SourceList } from '../../../components/listing-sources';
import { formatList, useT } from '../../../lib/i18n';
import { providerPartMessages } from './i18n';

const card = 'rounded-2xl border border-slate-200 bg-white p-5';

/**
 * Where the listing's facts come from (issue 47): 'NPI 1234567890, listed in the NPPES
 * registry' linking to the registry's public page, 'Listing information from Overture Maps
 * Foundation and NPPES', and each source's licence and attribution. Nothing without either.
 */
export default function ListingSourcesCard({ provider }: { provider: TProviderProfile }) {
  const t = useT(providerPartMessages);
  const tc = useT(commonMessages);
  const entries = groupSources(provider.sources ?? []);
  const npi = provider.npi ?? null;
  if (!npi && entries.length === 0) return null;
  const datasets = entries.filter((e) => IMPORT_SOURCES.includes(e.source as ImportSource));
  return (
    <section aria-labelledby="listing-sources" className={card}>
      <h2 id="listing-sources" className="text-lg font-semibold text-slate-900">
        {t('listing.title')}
      </h2>
      {npi && (
        <p className="mt-3 text-sm">
          <a
            href={npiRegistryUrl(npi)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('listing.npi', { npi })}
            <span className="sr-only"> {tc('opensNewTab')}</span>
          </a>
        </p>
      )}
      {datasets.length > 0 && (
        <p className="mt-3 text-sm text-slate-800">
          {t('listing.from', { sources: formatList(datasets.map((e) => e.name)) })}
        </p>
      )}
      {entries.length > 0 && (
        <div className="mt-3">
          <SourceList entries={entries} />
        </div>
      )}
    </section>
  );
}
