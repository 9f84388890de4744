import { describe, expect, it } from 'vitest';
import {
  distanceLabel,
  injuryFactsFor,
  languageSpokenLabel,
  MESSAGES,
  ZProviderProfileQuerySchema,
} from '../index.js';

describe('injury facts by category (decision 0021)', () => {
  it('offers no fee unless you win to law firms only, letters of protection and PIP to medical care', () => {
    expect(injuryFactsFor('Law Firms')).toEqual([
      'freeConsultation',
      'noFeeUnlessWin',
      'open24Hours',
      'mobileService',
    ]);
    expect(injuryFactsFor('Chiropractors')).toEqual([
      'freeConsultation',
      'acceptsLettersOfProtection',
      'pipAccepted',
      'open24Hours',
      'mobileService',
    ]);
    expect(injuryFactsFor('Towing Services')).toContain('open24Hours');
    expect(injuryFactsFor('Towing Services')).not.toContain('noFeeUnlessWin');
  });

  it("labels languages 'Spanish spoken' and distances '3.2 miles from Miami, FL'", () => {
    expect(languageSpokenLabel('es')).toBe('Spanish spoken');
    expect(distanceLabel(3.2, 'Miami, FL')).toBe('3.2 miles from Miami, FL');
    expect(distanceLabel(1, 'Miami, FL')).toBe('1.0 mile from Miami, FL');
    expect(distanceLabel(12, null)).toBe('12.0 miles from your location');
  });
});

describe('GET /providers/{id} query', () => {
  it('takes near, or lat and lng together', () => {
    expect(ZProviderProfileQuerySchema.parse({ near: ' 33101 ' })).toEqual({ near: '33101' });
    expect(ZProviderProfileQuerySchema.parse({ lat: '25.7', lng: '-80.2' })).toEqual({
      lat: 25.7,
      lng: -80.2,
    });
    expect(ZProviderProfileQuerySchema.parse({})).toEqual({});
    const half = ZProviderProfileQuerySchema.safeParse({ lat: '25.7' });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe(MESSAGES.latLngTogether);
  });
});
