/**
 * Places and distance (issue 15): the limits of `near` + `radius`, and the words a search
 * text uses to name a place ('chiropractor near Miami', 'tow truck 33101').
 */
export const PLACE_SUGGEST_MAX = 8;
export const RADIUS_MIN_MILES = 1;
export const RADIUS_MAX_MILES = 100;
export const RADIUS_DEFAULT_MILES = 25;
export const METERS_PER_MILE = 1609.344;

/**
 * A ZIP code written as `near`: 5 digits (a ZIP+4 is read as its first five), alone or as
 * the start of a ZIP's label ('33101 Miami, FL', as the suggest route and a search's `near`
 * answer it).
 */
export const NEAR_ZIP_PATTERN = /^(\d{5})(?:-\d{4})?(?:\s+[^\d,][^,]*,\s*[A-Za-z]{2})?$/;

/**
 * The key a place name is looked up by: lower case, accents and punctuation dropped,
 * whitespace collapsed ('Miami, FL' → 'miami fl'). The places table stores its keys so.
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How many place markers ('near', 'en', …) of a search text are tried, the last first. */
export const PLACE_MARKERS_MAX = 3;

/**
 * The places a search text may name, each with the text left without it, most likely
 * first: 'chiropractor near Miami' (or 'quiropráctico cerca de Miami') →
 * [{ text: 'chiropractor', place: 'Miami' }];
 * 'tow truck 33101' → [{ text: 'tow truck', place: '33101' }]; 'lawyer Fort Lauderdale, FL'
 * → 'lawyer Fort Lauderdale, FL', 'Fort Lauderdale, FL', 'Lauderdale, FL' as places, longest
 * first (the API keeps the first one it knows). Empty when the text names no place.
 */
export function placesInText(text: string): Array<{ text: string; place: string }> {
  const t = text.trim();
  // In English and Spanish: 'near', 'in', 'around'; 'cerca de', 'en', 'alrededor de'. The
  // last one first ('abogado en accidentes cerca de Miami' is near Miami), at most
  // PLACE_MARKERS_MAX of them: each is a place looked up.
  const markers = [...t.matchAll(/\b(?:near|in|around|cerca\s+de|en|alrededor\s+de)\s+(?=\S)/gi)];
  if (markers.length)
    return markers
      .reverse()
      .slice(0, PLACE_MARKERS_MAX)
      .map((m) => ({
        text: t.slice(0, m.index).trim(),
        place: t.slice(m.index + m[0].length).trim(),
      }));
  const zip = /^(.*?)\s*\b(\d{5}(?:-\d{4})?)$/.exec(t);
  if (zip) return [{ text: zip[1]!.trim(), place: zip[2]! }];
  const cityState = /^(.+?),\s*([A-Za-z]{2})$/.exec(t);
  if (!cityState) return [];
  const words = cityState[1]!.trim().split(/\s+/);
  const out: Array<{ text: string; place: string }> = [];
  for (let n = Math.min(words.length, 4); n >= 1; n -= 1)
    out.push({
      text: words.slice(0, words.length - n).join(' '),
      place: `${words.slice(-n).join(' ')}, ${cityState[2]!.toUpperCase()}`,
    });
  return out;
}

/**
 * A place written without a marker at either end of the words, longest first, the end
 * before the start: 'lawyer Miami' → [{ text: 'lawyer', place: 'Miami' }]; 'Miami body
 * shop' → …, { text: 'body shop', place: 'Miami' }. Tried only when the words find nothing
 * as they are: 'Hudson Trial' is a name before it is 'trial' near Hudson.
 */
export function barePlacesInText(text: string): Array<{ text: string; place: string }> {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const most = Math.min(3, words.length - 1);
  const out: Array<{ text: string; place: string }> = [];
  for (let n = most; n >= 1; n -= 1)
    out.push({ text: words.slice(0, -n).join(' '), place: words.slice(-n).join(' ') });
  for (let n = most; n >= 1; n -= 1)
    out.push({ text: words.slice(n).join(' '), place: words.slice(0, n).join(' ') });
  return out;
}
