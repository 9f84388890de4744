import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { searchMessages } from '../i18n';

type L = typeof Leaflet;

export interface MapProvider {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** Leaflet, in its own chunk: fetched the first time a map is shown. */
const loadLeaflet = (): Promise<L> => import('./leaflet');

/** OpenStreetMap's raster tiles (their usage policy asks for the attribution below). */
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
// eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name and a link (OSM's required attribution)
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const SINGLE_ZOOM = 12;
const US_CENTER: Leaflet.LatLngTuple = [39.5, -98.35];

/**
 * Providers sharing a point (their ZIP's centre) are spread on a small circle around it so
 * that each marker can be seen and clicked.
 */
function spread(providers: MapProvider[]): Array<MapProvider & { at: Leaflet.LatLngTuple }> {
  const seen = new Map<string, number>();
  return providers.map((p) => {
    const key = `${p.latitude.toFixed(4)},${p.longitude.toFixed(4)}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    const angle = n * 2.4;
    const r = n === 0 ? 0 : 0.0025 * Math.sqrt(n);
    return { ...p, at: [p.latitude + r * Math.sin(angle), p.longitude + r * Math.cos(angle)] };
  });
}

const pinIcon = (L: L, label: string, active: boolean) =>
  L.divIcon({
    className: 'results-map-pin',
    html: `<span class="${active ? 'bg-amber-500 ring-4 ring-amber-200 scale-110' : 'bg-brand-700'} flex size-7 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow-md transition-transform">${label}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

/**
 * The results on an OpenStreetMap map (Leaflet). Markers are numbered in the list's order,
 * focusable, and named after their provider; clicking one (or Enter on it) calls
 * `onSelect`; `activeId` (a card hovered or focused) enlarges its marker. When the tiles
 * cannot load, the markers stay on a plain background and a note says so; when Leaflet
 * itself cannot load, a note says the results are in the list.
 */
export function ResultsMap({
  providers,
  activeId,
  onSelect,
}: {
  providers: MapProvider[];
  activeId: string | null;
  onSelect: (id: string) => void;
}) {
  const t = useT(searchMessages);
  const container = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<L | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [map, setMap] = useState<Leaflet.Map | null>(null);
  const markers = useRef(new Map<string, { marker: Leaflet.Marker; label: string }>());
  const onSelectRef = useRef(onSelect);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    let live = true;
    loadLeaflet().then(
      (L) => live && setLeaflet(L),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!leaflet || !container.current) return;
    const m = leaflet.map(container.current, { scrollWheelZoom: false, keyboard: true });
    const tiles = leaflet.tileLayer(TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.on('tileload', () => setTilesFailed(false));
    tiles.addTo(m);
    setMap(m);
    // The container's size changes with the layout (the List/Map toggle, the window).
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.invalidateSize());
    observer?.observe(container.current);
    // Enter or Space on a focused marker chooses it, whatever Leaflet's own key handling.
    // Listened for on the container: a marker's element exists only once the map has a view,
    // which may come after the marker is added.
    const element = container.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      for (const [id, { marker }] of markers.current)
        if (marker.getElement() === event.target) {
          event.preventDefault();
          onSelectRef.current(id);
          return;
        }
    };
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('keydown', onKey);
      observer?.disconnect();
      m.remove();
      setMap(null);
    };
  }, [leaflet]);

  useEffect(() => {
    if (!leaflet || !map) return;
    const layer = leaflet.layerGroup().addTo(map);
    const placed = spread(providers);
    const current = markers.current;
    current.clear();
    placed.forEach((p, index) => {
      const label = String(index + 1);
      const marker = leaflet
        .marker(p.at, {
          icon: pinIcon(leaflet, label, false),
          keyboard: true,
          title: p.name,
          riseOnHover: true,
        })
        .on('click', () => onSelectRef.current(p.id))
        .addTo(layer);
      current.set(p.id, { marker, label });
    });
    if (placed.length === 1) map.setView(placed[0]!.at, SINGLE_ZOOM);
    else if (placed.length > 1)
      map.fitBounds(leaflet.latLngBounds(placed.map((p) => p.at)), {
        padding: [32, 32],
        maxZoom: 14,
      });
    else map.setView(US_CENTER, 3);
    return () => {
      layer.remove();
      current.clear();
    };
  }, [leaflet, map, providers]);

  useEffect(() => {
    if (!leaflet) return;
    for (const [id, { marker, label }] of markers.current) {
      const active = id === activeId;
      marker.setIcon(pinIcon(leaflet, label, active));
      marker.setZIndexOffset(active ? 1000 : 0);
      const element = marker.getElement();
      element?.setAttribute(
        'aria-label',
        t('mapMarker', { n: Number(label), name: marker.options.title ?? '' }),
      );
      element?.setAttribute('aria-pressed', String(active));
    }
  }, [leaflet, map, providers, activeId, t]);

  if (loadFailed)
    return (
      <p role="status" className="p-4 text-sm text-slate-700">
        {t('mapFailed')}
      </p>
    );
  return (
    <div className="relative h-full w-full">
      <div
        ref={container}
        className="h-full w-full rounded-2xl bg-slate-100"
        role="region"
        aria-label={t('mapLabel')}
        aria-busy={!map}
      />
      {!map && (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-slate-600">
          {t('mapLoading')}
        </p>
      )}
      {tilesFailed && (
        <p className="pointer-events-none absolute left-14 top-2 z-[1000] max-w-[calc(100%-4rem)] rounded-lg bg-white/95 px-3 py-1.5 text-xs text-slate-700 shadow">
          {t('mapTilesFailed')}
        </p>
      )}
    </div>
  );
}
