import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocateButton } from '../../../components/places';
import {
  activateLocale,
  chooseLocale,
  currentLocale,
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

  it('shows the shared English messages as they are in English', () => {
    expect(localizeMessage(MESSAGES.emailRequired)).toBe('Email is required');
  });
});
