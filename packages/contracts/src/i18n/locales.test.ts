import { describe, expect, it } from 'vitest';
import { localeOf, pickLocale, preferredLocale } from './locales.js';

describe('pickLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['fr', 'en'],
    ['en;q=0.2, es-MX;q=0.7', 'es'],
    ['es;q=0, en', 'en'],
    ['*', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });

  it('reads a region or case', () => {
    expect(localeOf('ES_mx')).toBe('es');
    expect(localeOf('pt-BR')).toBeUndefined();
  });
});

describe('preferredLocale', () => {
  it('is null when the header names none of our languages', () => {
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale('*')).toBeNull();
    expect(preferredLocale('fr-FR,fr;q=0.9')).toBeNull();
    expect(preferredLocale('fr, es;q=0.5')).toBe('es');
  });
});
