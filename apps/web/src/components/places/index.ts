export { LocateButton } from './locate-button';
export { PlaceBox } from './place-box';
export { nearOf, placeKeys, usePlaceSuggestions } from './places-api';
export { PLACE_STRINGS } from './strings';
export { type Coordinates, useMyLocation } from './use-my-location';
