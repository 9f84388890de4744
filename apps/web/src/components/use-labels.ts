import { useEffect, useState } from 'react';
import { useLocale } from '../lib/i18n';

type Labels = typeof import('./labels');

let loaded: Labels | null = null;
let loading: Promise<Labels> | null = null;

/**
 * The labels helpers (components/labels: category, state, type names…) for a component that
 * is part of a public page's first JavaScript (the header's search box, the provider card):
 * they load right after the first paint instead of with every page (the 150 KB budget,
 * scripts/bundle-size.mjs). Null until then; a value's English name is the value itself, so
 * callers show the value meanwhile. `enabled` false waits (a closed list). Re-renders when
 * the language changes.
 */
export function useLabels(enabled = true): Labels | null {
  useLocale();
  const [labels, setLabels] = useState<Labels | null>(loaded);
  useEffect(() => {
    if (labels || !enabled) return;
    let current = true;
    loading ??= import('./labels').then((module) => (loaded = module));
    void loading.then((module) => {
      if (current) setLabels(module);
    });
    return () => {
      current = false;
    };
  }, [labels, enabled]);
  return labels;
}
