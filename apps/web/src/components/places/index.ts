export { LocateButton } from './locate-button';
export { PlaceBox } from './place-box';
export { placeKeys, usePlaceSuggestions } from '../api/places';
export { nearOf } from './near';
export { placeMessages } from './i18n';
export { type Coordinates, useMyLocation } from './use-my-location';
