/**
 * ts-rest options of the multipart handlers: the contract's zod body describes the form
 * (OpenAPI, typed clients), but the files are not in `req.body` (multer puts them in
 * `req.files`), so the handler's service validates the parts itself, files and fields
 * together in the form's order, with the spec's messages (decision 0027).
 */
export const MULTIPART_HANDLER_OPTIONS = { validateRequestBody: false } as const;
