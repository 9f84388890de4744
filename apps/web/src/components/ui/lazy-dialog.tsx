import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog';

const RadixDialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

/**
 * A Dialog whose code (Radix, ~14 KB gzip) loads the first time it opens, for public pages
 * that rarely open one: it keeps their initial JavaScript within budget (scripts/bundle-size.mjs).
 * Once opened it stays mounted, so it closes and reopens exactly like Dialog.
 */
export function LazyDialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialog {...props} />
    </Suspense>
  );
}
