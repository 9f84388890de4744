import { commonMessages } from '../../../components/i18n';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { adminMessages } from '../i18n';

/** Previous / Next for an offset-paged list, with 'Page 2 of 5' between them. */
export function Pager({
  offset,
  limit,
  total,
  onOffsetChange,
  label,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
  label: string;
}) {
  const t = useT(adminMessages);
  const tc = useT(commonMessages);
  if (total <= limit) return null;
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onOffsetChange(Math.max(0, offset - limit))}
      >
        {tc('previous')}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onOffsetChange(offset + limit)}
      >
        {tc('next')}
      </Button>
    </nav>
  );
}
