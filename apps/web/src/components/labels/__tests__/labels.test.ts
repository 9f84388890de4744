import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { categoryLabel, languageSpokenLabel, providerTypeLabel, stateLabel } from '..';

afterEach(() => activateLocale('en'));

describe('data labels', () => {
  it('are the values themselves in English', () => {
    expect(categoryLabel('Law Firms')).toBe('Law Firms');
    expect(stateLabel('NY')).toBe('New York');
    expect(stateLabel('All States')).toBe('All States');
    expect(languageSpokenLabel('es')).toBe('Spanish spoken');
  });

  it('are Spanish names in Spanish, and unknown values show as they are', async () => {
    await activateLocale('es');
    expect(categoryLabel('Law Firms')).toBe('Abogados de accidentes');
    expect(categoryLabel('Towing Services')).toBe('Servicios de grúa');
    expect(categoryLabel('Case Funding Loans')).toBe('Préstamos sobre demanda');
    expect(categoryLabel('Chiropractors')).toBe('Quiroprácticos');
    expect(providerTypeLabel('Something New')).toBe('Something New');
    expect(stateLabel('NC')).toBe('Carolina del Norte');
    expect(stateLabel('FL')).toBe('Florida');
    expect(languageSpokenLabel('es')).toBe('Se habla español');
  });
});
