import { openAt, parseClock, WEEKDAYS, type TWorkingHours, type Weekday } from '@app/contracts';
import { browserTimeZone, currentLocale, formatDate } from '../../../lib/i18n';

/** One clock reader for the web and the API (contracts/rules/hours.ts). */
export { parseClock } from '@app/contracts';

/**
 * A time of the owner's hours ('9:00am') as the page's language writes it: English keeps the
 * owner's own text; Spanish reads it and writes '9:00 a.m.' (the text itself when unreadable).
 */
export function clockText(text: string): string {
  if (currentLocale() === 'en') return text;
  const minutes = parseClock(text);
  if (minutes === null) return text;
  const at = new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60);
  return formatDate(at, { hour: 'numeric', minute: '2-digit' });
}

export function weekdayOf(date: Date): Weekday {
  return WEEKDAYS[(date.getDay() + 6) % 7]!;
}

/** Open now in this browser's time zone (the API's rule, contracts' openAt). */
export function isOpenNow(hours: TWorkingHours | null, now: Date): boolean {
  return (
    openAt({ workingHours: hours, timeZone: browserTimeZone(), open24Hours: false }, now) ?? false
  );
}
