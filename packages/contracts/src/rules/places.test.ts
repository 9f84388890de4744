import { describe, expect, it } from 'vitest';
import { localTimeIn, openAt, parseClock } from './hours.js';
import { barePlacesInText, PLACE_MARKERS_MAX, placeKey, placesInText } from './places.js';
import { SEARCH_SYNONYMS, synonymOf } from './synonyms.js';
import { US_STATES } from './address.js';
import { LOCATION_OPTIONS } from '../constants.js';

describe('places in a search text', () => {
  it("reads 'near X', a trailing ZIP and a trailing 'City, ST'", () => {
    expect(placesInText('chiropractor near Miami')).toEqual([
      { text: 'chiropractor', place: 'Miami' },
    ]);
    expect(placesInText('tow truck 33101')).toEqual([{ text: 'tow truck', place: '33101' }]);
    expect(placesInText('33101')).toEqual([{ text: '', place: '33101' }]);
    expect(placesInText('lawyer Fort Lauderdale, fl').map((c) => c.place)).toEqual([
      'lawyer Fort Lauderdale, FL',
      'Fort Lauderdale, FL',
      'Lauderdale, FL',
    ]);
    expect(placesInText('smith & partners')).toEqual([]);
    // Spanish, and several markers (the last first; the API keeps the first place it knows).
    expect(placesInText('quiropráctico cerca de Miami')).toEqual([
      { text: 'quiropráctico', place: 'Miami' },
    ]);
    expect(placesInText('abogado en accidentes cerca de  Tampa, FL')).toEqual([
      { text: 'abogado en accidentes', place: 'Tampa, FL' },
      { text: 'abogado', place: 'accidentes cerca de  Tampa, FL' },
    ]);
    expect(placesInText('grúa alrededor de 33101')[0]).toEqual({ text: 'grúa', place: '33101' });
    expect(placesInText('Bend Injury Law')).toEqual([]);
    // A text of markers alone ('en en en …', 100 characters) is a few lookups, not 33.
    const markers = placesInText('en '.repeat(33).trim());
    expect(markers).toHaveLength(PLACE_MARKERS_MAX);
    expect(markers[0]).toEqual({ text: 'en '.repeat(31).trim(), place: 'en' });
    expect(placeKey(' Miami,  FL ')).toBe('miami fl');
  });

  it('reads a bare place at either end of the words, longest first, the end first', () => {
    expect(barePlacesInText('lawyer Miami')).toEqual([
      { text: 'lawyer', place: 'Miami' },
      { text: 'Miami', place: 'lawyer' },
    ]);
    expect(barePlacesInText('auto body shop Fort  Lauderdale').map((c) => c.place)).toEqual([
      'shop Fort Lauderdale',
      'Fort Lauderdale',
      'Lauderdale',
      'auto body shop',
      'auto body',
      'auto',
    ]);
    expect(barePlacesInText('Miami')).toEqual([]);
  });
});

describe('synonyms', () => {
  it('maps the words people use to categories, PIP to its fact', () => {
    expect(synonymOf('Attorney')?.category).toBe('Law Firms');
    expect(synonymOf('tow  truck')?.category).toBe('Towing Services');
    expect(synonymOf('x-ray')?.category).toBe('MRI/Imaging Centers');
    expect(synonymOf('lawsuit loan')?.category).toBe('Case Funding Loans');
    expect(synonymOf('pip')?.fact).toBe('pipAccepted');
    expect(synonymOf('smith')).toBeNull();
    // Spanish, accents ignored.
    expect(synonymOf('Abogados')?.category).toBe('Law Firms');
    expect(synonymOf('grúa')?.category).toBe('Towing Services');
    expect(synonymOf('Quiropráctico')?.category).toBe('Chiropractors');
    expect(synonymOf('resonancia magnética')?.category).toBe('MRI/Imaging Centers');
    expect(synonymOf('hojalatería y pintura')?.category).toBe('Auto Body Shops');
    expect(synonymOf('agente de seguros')?.category).toBe('Insurance Agents');
    expect(synonymOf('clínica')?.category).toBe('Medical Facilities');
    expect(synonymOf('préstamo por demanda')?.category).toBe('Case Funding Loans');
    // Every phrase is written as the key it is compared with.
    for (const { phrases } of SEARCH_SYNONYMS)
      for (const phrase of phrases) expect(synonymOf(phrase)?.phrases).toContain(phrase);
  });
});

describe('open now in the provider zone', () => {
  const hours = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { enabled: true, startTime: '9:00am', endTime: '5:00pm' },
    ]),
  ) as Parameters<typeof openAt>[0]['workingHours'];
  it('reads the hours in the zone, honours 24 hours, and is null when unknown', () => {
    const eightPmNewYork = new Date('2026-01-15T01:00:00Z');
    expect(
      openAt(
        { workingHours: hours, timeZone: 'America/New_York', open24Hours: false },
        eightPmNewYork,
      ),
    ).toBe(false);
    const fourPmLosAngeles = new Date('2026-01-15T00:00:00Z');
    expect(
      openAt(
        { workingHours: hours, timeZone: 'America/Los_Angeles', open24Hours: false },
        fourPmLosAngeles,
      ),
    ).toBe(true);
    expect(
      openAt(
        { workingHours: null, timeZone: 'America/New_York', open24Hours: true },
        eightPmNewYork,
      ),
    ).toBe(true);
    expect(
      openAt(
        { workingHours: null, timeZone: 'America/New_York', open24Hours: false },
        eightPmNewYork,
      ),
    ).toBeNull();
    expect(parseClock('7pm')).toBe(19 * 60);
  });

  it('keeps each zone its own local time when zones are read in turn (one formatter per zone)', () => {
    const at = new Date('2026-01-15T01:30:00Z');
    const expected = {
      'America/New_York': { day: 'wednesday', minute: 20 * 60 + 30 },
      'America/Los_Angeles': { day: 'wednesday', minute: 17 * 60 + 30 },
      'Pacific/Honolulu': { day: 'wednesday', minute: 15 * 60 + 30 },
      'America/Puerto_Rico': { day: 'wednesday', minute: 21 * 60 + 30 },
      UTC: { day: 'thursday', minute: 90 },
    };
    for (let round = 0; round < 3; round++)
      for (const [zone, local] of Object.entries(expected))
        expect([zone, localTimeIn(zone, at)]).toEqual([zone, local]);
    expect(() => localTimeIn('Not/A_Zone', at)).toThrow(RangeError);
  });
});

describe('states', () => {
  it('lists the 50 states, DC and Puerto Rico, FL/NY/CA included', () => {
    expect(US_STATES).toHaveLength(52);
    expect(LOCATION_OPTIONS).toEqual(expect.arrayContaining(['FL', 'NY', 'CA', 'DC', 'PR', 'TX']));
  });
});
