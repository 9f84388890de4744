export { LocateButton } from './locate-button';
export { PlaceBox } from './place-box';
export { placeKeys, usePlaceSuggestions } from '../api/places';
export { nearOf } from './near';
export { PLACE_STRINGS } from './strings';
export { type Coordinates, useMyLocation } from './use-my-location';
