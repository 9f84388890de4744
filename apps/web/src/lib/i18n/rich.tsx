import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '.';

const MARK = '\u0000';

/**
 * A message with elements inside it (a link, a bold email): each `{name}` of `elements` is
 * replaced by its element, so the sentence stays whole in each language.
 *   rich(t, 'agree', { privacy: <Link …>{t('privacyPolicy')}</Link> })
 */
export function rich<K extends string>(
  t: (key: K, values?: MessageValues) => string,
  key: K,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode[] {
  const slots = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  return t(key, { ...values, ...slots })
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[part]}</Fragment> : part));
}
