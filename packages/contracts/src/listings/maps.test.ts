import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../constants.js';
import { OVERTURE_CATEGORY_MAP, mapOvertureCategories } from './category-map.js';
import { NPPES_TAXONOMY_MAP, mapTaxonomies, mapTaxonomyCode } from './taxonomy-map.js';

describe('category map (Overture)', () => {
  it('gives one of the eight categories for every name', () => {
    for (const m of Object.values(OVERTURE_CATEGORY_MAP)) expect(CATEGORIES).toContain(m.category);
  });
  it('maps the names of the places theme and takes specialties from alternates', () => {
    expect(
      mapOvertureCategories('personal_injury_law', ['car_accident_lawyer', 'coffee_shop']),
    ).toEqual({
      category: 'Law Firms',
      specialties: ['Personal Injury', 'Car Accidents'],
    });
    expect(mapOvertureCategories('towing_service')?.category).toBe('Towing Services');
    expect(mapOvertureCategories('auto_body_shop')?.category).toBe('Auto Body Shops');
    expect(mapOvertureCategories('insurance_agency')?.category).toBe('Insurance Agents');
    expect(mapOvertureCategories('diagnostic_imaging')?.category).toBe('MRI/Imaging Centers');
    expect(mapOvertureCategories('chiropractor')?.category).toBe('Chiropractors');
    expect(mapOvertureCategories('urgent_care_clinic')).toEqual({
      category: 'Medical Facilities',
      specialties: ['Urgent Care'],
    });
    expect(mapOvertureCategories('coffee_shop')).toBeNull();
    expect(mapOvertureCategories(null)).toBeNull();
  });
});

describe('taxonomy map (NPPES)', () => {
  it('gives one of the eight categories for every code', () => {
    for (const m of Object.values(NPPES_TAXONOMY_MAP)) expect(CATEGORIES).toContain(m.category);
  });
  it('takes the longest matching code or group', () => {
    expect(mapTaxonomyCode('111N00000X')).toEqual({ category: 'Chiropractors', specialty: null });
    expect(mapTaxonomyCode('111nr0400x')?.specialty).toBe('Rehabilitation');
    expect(mapTaxonomyCode('2085R0202X')?.category).toBe('MRI/Imaging Centers');
    expect(mapTaxonomyCode('261QM1200X')).toEqual({
      category: 'MRI/Imaging Centers',
      specialty: 'MRI',
    });
    expect(mapTaxonomyCode('261QU0200X')).toEqual({
      category: 'Medical Facilities',
      specialty: 'Urgent Care',
    });
    expect(mapTaxonomyCode('261QF0400X')).toEqual({
      category: 'Medical Facilities',
      specialty: 'Clinic',
    });
    expect(mapTaxonomyCode('282N00000X')?.specialty).toBe('Hospital');
    expect(mapTaxonomyCode('207X00000X')?.specialty).toBe('Orthopedics');
    expect(mapTaxonomyCode('225100000X')?.specialty).toBe('Physical Therapy');
    expect(mapTaxonomyCode('208VP0014X')?.specialty).toBe('Pain Management');
    expect(mapTaxonomyCode('1223G0001X')).toBeNull();
    expect(mapTaxonomyCode('')).toBeNull();
  });
  it('maps a primary taxonomy with the others as specialties', () => {
    expect(mapTaxonomies('111N00000X', ['225100000X', '1223G0001X', '111N00000X'])).toEqual({
      category: 'Chiropractors',
      specialties: ['Physical Therapy'],
    });
    expect(mapTaxonomies('1223G0001X', ['111N00000X'])).toBeNull();
  });
});
