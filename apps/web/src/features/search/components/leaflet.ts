// Leaflet and its stylesheet: the map's own chunk, loaded on demand (import('./leaflet')).
// It imports nothing of the app, so adding it leaves the pages' shared chunks as they are.
// Leaflet's own ES module build: its package's main is a UMD file that would pull
// CommonJS interop helpers along.
import 'leaflet/dist/leaflet.css';

export * from 'leaflet/dist/leaflet-src.esm.js';
