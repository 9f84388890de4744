import { Button } from '../../../components/ui/button';

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
        Previous
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onOffsetChange(offset + limit)}
      >
        Next
      </Button>
    </nav>
  );
}
