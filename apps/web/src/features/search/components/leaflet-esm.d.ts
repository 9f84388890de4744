// Leaflet's own ES module build (its package's main is a UMD file, which would pull
// CommonJS interop helpers into the shared chunks); the types are @types/leaflet's.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
