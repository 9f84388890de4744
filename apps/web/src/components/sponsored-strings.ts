/** Every string of the sponsored entries, in one place (translatable later). */
export const SPONSORED_TEXT = {
  label: 'Sponsored',
  column: 'Sponsored',
  carousel: 'You Might Consider',
  previous: 'Previous sponsored providers',
  next: 'Next sponsored providers',
};
