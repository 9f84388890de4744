/** The misc feature's public entry (decision 0035): the 404 page other pages fall back to. */
export { NotFoundPage } from './routes/not-found';
