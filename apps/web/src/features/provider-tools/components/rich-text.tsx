import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A translated sentence with elements inside ('Requests sent to <strong>{provider}</strong>…'):
 * `render` gets a stand-in per element name; the sentence is split around them, so the words
 * stay whole in each language.
 */
export function richText(
  render: (marks: Record<string, string>) => string,
  elements: Record<string, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const parts = render(marks).split(MARK);
  return parts.map((part, i) => (
    <Fragment key={i}>{i % 2 === 1 ? (elements[part] ?? part) : part}</Fragment>
  ));
}
