import { cardMessages } from './cards/i18n';

/**
 * Every string of the sponsored entries, in the current language (read during render; the
 * words are in cards/i18n).
 */
export const SPONSORED_TEXT = {
  get label() {
    return cardMessages.t('sponsored.label');
  },
  get column() {
    return cardMessages.t('sponsored.column');
  },
  get carousel() {
    return cardMessages.t('sponsored.carousel');
  },
  get previous() {
    return cardMessages.t('sponsored.previous');
  },
  get next() {
    return cardMessages.t('sponsored.next');
  },
};
