import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocateButton } from '../../../components/places';
import {
  activateLocale,
  chooseLocale,
  currentLocale,
  formatDate,
  formatMoney,
  formatNumber,
  initialLocale,
  LANGUAGE_STORAGE_KEY,
  localizeMessage,
} from '..';
import { MESSAGES } from '@app/contracts';

afterEach(async () => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  await act(() => activateLocale('en'));
});

describe('the language runtime', () => {
  it('switches a rendered component and <html lang> to Spanish and back', async () => {
    render(<LocateButton onFound={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    await act(() => chooseLocale('es'));
    expect(screen.getByRole('button', { name: 'Usar mi ubicación' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    await act(() => chooseLocale('en'));
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts from ?lang=, then the stored choice, then the browser', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(initialLocale()).toBe('es');
    window.history.replaceState(null, '', '/?lang=en');
    expect(initialLocale()).toBe('en');
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
    expect(initialLocale()).toBe('en'); // jsdom's navigator.language is en-US
  });

  it('formats numbers and money in the chosen language', async () => {
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatMoney(2500)).toBe('$25');
    await act(() => activateLocale('es'));
    expect(currentLocale()).toBe('es');
    expect(formatNumber(12345)).toBe('12,345'); // es-US groups like en-US
    expect(formatMoney(2550)).toMatch(/^\$?\s?25\.50\s?\$?$/);
  });

  it('keeps a formatter per language and options (built once, reused)', async () => {
    const day = new Date(2026, 0, 5);
    const month = { month: 'long' } as const;
    expect(formatDate(day, month)).toBe('January');
    expect(formatNumber(4.5, { minimumFractionDigits: 2 })).toBe('4.50');
    await act(() => activateLocale('es'));
    expect(formatDate(day, month)).toBe('enero');
    expect(formatDate(day, { weekday: 'long' })).toBe('lunes');
    await act(() => activateLocale('en'));
    expect(formatDate(day, month)).toBe('January');
    expect(formatDate(day, { weekday: 'long' })).toBe('Monday');
    expect(formatNumber(4.5, { minimumFractionDigits: 1 })).toBe('4.5');
  });

  it('shows the shared English messages as they are in English', () => {
    expect(localizeMessage(MESSAGES.emailRequired)).toBe('Email is required');
  });
});
