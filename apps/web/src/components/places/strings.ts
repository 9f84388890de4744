/** Words of the place box and the location actions (search and home), written once. */
export const PLACE_STRINGS = {
  label: 'City or ZIP',
  placeholder: 'City or ZIP code',
  suggestions: 'Places',
  clear: 'Clear place',
  useMyLocation: 'Use my location',
  nearMe: 'Near me',
  locating: 'Finding you…',
  /** Shown in the box when the search is around the visitor's own position. */
  myLocation: 'My location',
  locationRefused: "We couldn't get your location. Type a city or ZIP instead.",
} as const;
