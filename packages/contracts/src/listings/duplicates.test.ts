import { describe, expect, it } from 'vitest';
import { normalizePhoneForMatch } from './duplicates.js';

describe('normalizePhoneForMatch', () => {
  it('keeps the last 10 digits whatever the punctuation or country code', () => {
    expect(normalizePhoneForMatch('(305) 555-0100')).toBe('3055550100');
    expect(normalizePhoneForMatch('+1 305.555.0100')).toBe('3055550100');
    expect(normalizePhoneForMatch('13055550100')).toBe('3055550100');
  });
  it('answers null for no phone or fewer than 10 digits', () => {
    expect(normalizePhoneForMatch(null)).toBeNull();
    expect(normalizePhoneForMatch('')).toBeNull();
    expect(normalizePhoneForMatch('555-0100')).toBeNull();
  });
});
