import { defaultWorkingHours } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isOpenNow, parseClock } from '../components/hours';

describe('working hours', () => {
  it('reads free-text times', () => {
    expect(parseClock('9:00am')).toBe(540);
    expect(parseClock('7pm')).toBe(19 * 60);
    expect(parseClock('12:30am')).toBe(30);
    expect(parseClock('12pm')).toBe(720);
    expect(parseClock('19:30')).toBe(19 * 60 + 30);
    expect(parseClock('noon')).toBeNull();
    expect(parseClock('13pm')).toBeNull();
  });

  it('is open on a weekday within the hours, closed at the weekend and after hours', () => {
    const hours = defaultWorkingHours(); // weekdays 9:00am-7:00pm, weekend off
    expect(isOpenNow(hours, new Date(2026, 10, 23, 10, 0))).toBe(true); // Monday 10:00
    expect(isOpenNow(hours, new Date(2026, 10, 23, 19, 0))).toBe(false); // Monday 19:00
    expect(isOpenNow(hours, new Date(2026, 10, 23, 8, 59))).toBe(false);
    expect(isOpenNow(hours, new Date(2026, 10, 22, 12, 0))).toBe(false); // Sunday
    expect(isOpenNow(null, new Date())).toBe(false);
  });

  it('handles hours that close after midnight', () => {
    const hours = defaultWorkingHours();
    hours.friday = { enabled: true, startTime: '6pm', endTime: '2am' };
    expect(isOpenNow(hours, new Date(2026, 10, 27, 23, 0))).toBe(true);
    expect(isOpenNow(hours, new Date(2026, 10, 27, 1, 0))).toBe(true);
    expect(isOpenNow(hours, new Date(2026, 10, 27, 12, 0))).toBe(false);
  });
});
