import { openAt, WEEKDAYS, type TWorkingHours, type Weekday } from '@app/contracts';

/** One clock reader for the web and the API (contracts/rules/hours.ts). */
export { parseClock } from '@app/contracts';

export function weekdayOf(date: Date): Weekday {
  return WEEKDAYS[(date.getDay() + 6) % 7]!;
}

/** Open now in this browser's time zone (the API's rule, contracts' openAt). */
export function isOpenNow(hours: TWorkingHours | null, now: Date): boolean {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return openAt({ workingHours: hours, timeZone, open24Hours: false }, now) ?? false;
}
