import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@app/contracts';
import { Input } from '../../../components/ui/input';
import { useDebounced } from '../../../lib/use-debounced';

/**
 * A search box whose value reaches `onSearch` once typing has paused for 400 ms (spec 9).
 */
export function SearchField({
  label,
  placeholder,
  onSearch,
  initial = '',
}: {
  label: string;
  placeholder?: string;
  onSearch: (query: string) => void;
  /** The text the box starts with. */
  initial?: string;
}) {
  const [text, setText] = useState(initial);
  const settled = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <Input
      type="search"
      label={label}
      hideLabel
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      className="mb-4 w-full sm:max-w-sm"
    />
  );
}
