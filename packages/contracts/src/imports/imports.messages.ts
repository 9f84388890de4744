/** The imports' messages (API answers, shown by the web app as they come); Spanish in i18n/. */
export const IMPORT_MESSAGES = {
  importNotFound: 'Import not found',
  matchNotFound: 'This match is not in the review queue',
  matchDecided: 'This match has already been decided.',
  matchIntoNotCandidate: 'Choose one of the listed candidates to merge into.',
  fileRequired: 'Choose a file to import',
  fileNotFound: 'No such file in the imports folder',
  fileOutsideFolder: 'The file must be a name inside the imports folder',
  fileTooLarge: 'The file is too large to upload. Put it in the imports folder instead.',
  sourceRequired: 'Choose the source: overture or nppes',
  confidenceRange: 'The confidence floor goes from 0 to 1',
  suggestionNotFound: 'This suggestion does not exist or was already handled',
  processStopped: 'The process running the import stopped; it resumes from its last saved batch',
  queueOff: 'Imports are turned off on this server (JOB_QUEUE=off); use pnpm data:import',
  unexpectedFailure: 'The import stopped on an unexpected error; see the server log',
} as const;
