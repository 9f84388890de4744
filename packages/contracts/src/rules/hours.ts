import { WEEKDAYS, type Weekday } from '../constants.js';

/**
 * Open now (issue 15), one rule for the API and the web: a provider open 24 hours is open;
 * otherwise today's hours, read in the provider's own time zone, must be on and hold the
 * minute (closing after midnight too). null: unknown (no hours, or no time zone).
 * The SQL function `provider_open_at` (migration 1796700010000) is the same rule.
 */

/** '9:00am', '7pm', '19:30' → minutes after midnight (null when unreadable). */
export function parseClock(text: string): number | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*$/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59 || hours > 24 || (meridiem && (hours < 1 || hours > 12))) return null;
  if (meridiem === 'pm' && hours !== 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  return hours * 60 + minutes;
}

/**
 * A formatter per time zone, made once: making one costs far more than using it, and a
 * search reads the local time of every zone among its candidates. Bounded (the zones are
 * the IANA names the places table holds, but a caller could pass anything that parses).
 */
const ZONE_FORMATS_MAX = 512;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    if (zoneFormats.size >= ZONE_FORMATS_MAX) zoneFormats.clear();
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The weekday and minute after midnight of an instant in a time zone. */
export function localTimeIn(timeZone: string, now: Date): { day: Weekday; minute: number } {
  const parts = zoneFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: part('weekday').toLowerCase() as Weekday,
    minute: (Number(part('hour')) % 24) * 60 + Number(part('minute')),
  };
}

type Hours = Record<Weekday, { enabled: boolean; startTime: string; endTime: string }>;

export function openAt(
  provider: { workingHours: Hours | null; timeZone: string | null; open24Hours: boolean },
  now: Date,
): boolean | null {
  if (provider.open24Hours) return true;
  if (!provider.workingHours || !provider.timeZone) return null;
  const { day, minute } = localTimeIn(provider.timeZone, now);
  const today = provider.workingHours[day];
  if (!today || !WEEKDAYS.includes(day) || !today.enabled) return false;
  const start = parseClock(today.startTime);
  const end = parseClock(today.endTime);
  if (start === null || end === null) return false;
  return end > start ? minute >= start && minute < end : minute >= start || minute < end;
}
