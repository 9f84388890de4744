/**
 * The claims feature's public entry (decision 0035): the provider page's 'Claim This Profile'
 * flow. Import it lazily (`lazy(() => import('../../claims'))`): it is its own chunk.
 */
export { default } from './components/claim-flow';
