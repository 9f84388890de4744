import { WEEKDAYS, type TWorkingHours, type Weekday } from '@app/contracts';

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

export function weekdayOf(date: Date): Weekday {
  return WEEKDAYS[(date.getDay() + 6) % 7]!;
}

/** Open now: today's hours are on and the time is within them (closing after midnight too). */
export function isOpenNow(hours: TWorkingHours | null, now: Date): boolean {
  if (!hours) return false;
  const today = hours[weekdayOf(now)];
  if (!today.enabled) return false;
  const start = parseClock(today.startTime);
  const end = parseClock(today.endTime);
  if (start === null || end === null) return false;
  const minute = now.getHours() * 60 + now.getMinutes();
  return end > start ? minute >= start && minute < end : minute >= start || minute < end;
}
