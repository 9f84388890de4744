import type { TProviderListItem } from '@app/contracts';

/** The provider's logo, or its initial on a tinted square. */
export function ProviderImage({
  provider,
  className,
}: {
  provider: Pick<TProviderListItem, 'name' | 'image'>;
  className?: string;
}) {
  return provider.image ? (
    <img src={provider.image} alt="" loading="lazy" className={`${className} object-cover`} />
  ) : (
    <span
      aria-hidden
      className={`${className} flex items-center justify-center bg-brand-50 text-2xl font-bold text-brand-700`}
    >
      {provider.name[0]}
    </span>
  );
}
