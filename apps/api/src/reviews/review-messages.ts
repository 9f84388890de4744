/** The reviews' own messages: in @app/contracts with their Spanish (issue 19). */
export { REVIEW_MESSAGES } from '@app/contracts';
