import { useState } from 'react';

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Three decimals (about 100 m): enough for a radius in miles, and no more in the URL. */
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The visitor's position through the browser's geolocation. `failed` once it is refused,
 * unavailable or times out (the caller shows placeMessages' locationRefused).
 */
export function useMyLocation() {
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const locate = (onFound: (at: Coordinates) => void) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState('failed');
      return;
    }
    setState('pending');
    geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onFound({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
      },
      () => setState('failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };
  return { locate, pending: state === 'pending', failed: state === 'failed' };
}
