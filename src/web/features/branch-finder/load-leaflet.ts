type Leaflet = typeof import('leaflet');

let loading: Promise<Leaflet> | undefined;

/**
 * Leaflet, its marker-cluster plugin and their styles, loaded on demand in the browser only:
 * Leaflet touches `window` as it loads, so it must never run during the server render, and
 * pages without a map never download it.
 */
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= (async () => {
    const [leaflet] = await Promise.all([
      import('leaflet'),
      import('leaflet/dist/leaflet.css'),
      import('leaflet.markercluster/dist/MarkerCluster.css'),
    ]);
    const L = ((leaflet as unknown as { default?: Leaflet }).default ?? leaflet) as Leaflet;
    // The cluster plugin is a UMD script that extends the global L.
    (window as unknown as { L: Leaflet }).L = L;
    await import('leaflet.markercluster');
    return L;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
