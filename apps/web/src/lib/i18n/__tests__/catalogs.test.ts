import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

/**
 * Every catalog of the app (src/<folder>/i18n/<locale>.json, decision 0036): English and
 * Spanish have the same keys, every message is valid ICU, uses the same values in both
 * languages, and a plural has its `other` form. Read raw, as written.
 */
const files = import.meta.glob<string>('/src/**/i18n/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Tokens = ReturnType<typeof compileMessage>;
const catalogs = new Map<string, Record<string, Record<string, string>>>();
for (const [file, raw] of Object.entries(files)) {
  const [, folder, locale] = /^(.+)\/i18n\/([a-z]{2})\.json$/.exec(file)!;
  const entry = catalogs.get(folder!) ?? {};
  entry[locale!] = JSON.parse(raw) as Record<string, string>;
  catalogs.set(folder!, entry);
}

/** The names of the values a compiled message reads, and whether each plural has `other`. */
function valuesOf(tokens: Tokens, names = new Set<string>(), problems: string[] = []) {
  if (!Array.isArray(tokens)) return { names, problems };
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, type, format] = token as [string, string?, Record<string, Tokens>?];
    names.add(name);
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      if (!format || !('other' in format)) problems.push(`${name}: ${type} without 'other'`);
      for (const [key, branch] of Object.entries(format ?? {})) {
        if (key !== 'offset') valuesOf(branch, names, problems);
      }
    }
  }
  return { names, problems };
}

describe('message catalogs', () => {
  it('are found (one per translated folder)', () => {
    expect(catalogs.size).toBeGreaterThan(1);
  });

  for (const [folder, { en, es }] of catalogs) {
    describe(folder, () => {
      it('has English and Spanish with the same keys', () => {
        expect(en, `${folder}/i18n/en.json`).toBeDefined();
        expect(es, `${folder}/i18n/es.json`).toBeDefined();
        const missingInSpanish = Object.keys(en!).filter((key) => !(key in es!));
        const missingInEnglish = Object.keys(es!).filter((key) => !(key in en!));
        expect({ missingInSpanish, missingInEnglish }).toEqual({
          missingInSpanish: [],
          missingInEnglish: [],
        });
      });

      it('has valid messages with the same values in both languages', () => {
        const problems: string[] = [];
        for (const key of Object.keys(en!)) {
          const english = en![key]!;
          const spanish = es?.[key];
          if (!english.trim() || !spanish?.trim()) {
            problems.push(`${key}: empty`);
            continue;
          }
          let compiled: [Tokens, Tokens];
          try {
            compiled = [compileMessage(english), compileMessage(spanish)];
          } catch (error) {
            problems.push(`${key}: ${(error as Error).message}`);
            continue;
          }
          const [a, b] = compiled.map((tokens) => valuesOf(tokens));
          problems.push(...a!.problems.map((p) => `${key} (en) ${p}`));
          problems.push(...b!.problems.map((p) => `${key} (es) ${p}`));
          const [namesA, namesB] = [[...a!.names].sort(), [...b!.names].sort()];
          if (namesA.join() !== namesB.join()) {
            problems.push(`${key}: English reads {${namesA}}, Spanish {${namesB}}`);
          }
        }
        expect(problems).toEqual([]);
      });
    });
  }
});

describe('plurals', () => {
  it('follow each language’s rules through Intl', () => {
    const i18n = setupI18n();
    const message = '{count, plural, one {# review} other {# reviews}}';
    i18n.load('en', { n: compileMessage(message) });
    i18n.load('es', { n: compileMessage('{count, plural, one {# reseña} other {# reseñas}}') });
    i18n.activate('en');
    expect([0, 1, 5, 1200].map((count) => i18n._('n', { count }))).toEqual([
      '0 reviews',
      '1 review',
      '5 reviews',
      '1,200 reviews',
    ]);
    i18n.activate('es');
    expect([0, 1, 5, 12000].map((count) => i18n._('n', { count }))).toEqual([
      '0 reseñas',
      '1 reseña',
      '5 reseñas',
      '12.000 reseñas',
    ]);
  });
});
