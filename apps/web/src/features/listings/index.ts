/**
 * The listings feature's public entry (issue 47): the new-listing form, which the admin
 * console's New uses with its own call.
 */
export { ListingForm, type ListingFormProps } from './components/listing-form';
export { listingMessages } from './i18n';
