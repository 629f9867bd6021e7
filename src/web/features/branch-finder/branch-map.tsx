import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '#web/router/router.tsx';
import type { Map as LeafletMap, MarkerClusterGroup, LayerGroup } from 'leaflet';
import type { Branch } from '#domain/branches/branch.ts';
import type { GeoPoint } from '#domain/branches/geo.ts';
import { branchFinderText } from '#content/branch-finder-text.ts';
import { loadLeaflet } from './load-leaflet.ts';
import {
  MAP_CLUSTER_ICON_PX,
  MAP_DEFAULT_CENTRE,
  MAP_DEFAULT_ZOOM,
  MAP_FIT_MAX_ZOOM,
  MAP_MAX_ZOOM,
  type MapTiles,
} from './map-settings.ts';
import './branch-finder.css';

export interface BranchMapProps {
  branches: readonly Branch[];
  tiles: MapTiles;
  /** Fit the view to the branches (zoom capped at 15); otherwise the default New Zealand view. */
  fit: boolean;
  /** The visitor's position, shown and included in the fit. */
  visitor?: GeoPoint | undefined;
  label?: string;
  /** Where the same information is in text, for people who cannot use the map. */
  help?: string;
}

interface MapHandle {
  L: typeof import('leaflet');
  map: LeafletMap;
  clusters: MarkerClusterGroup;
  visitorLayer: LayerGroup;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The interactive branch map (site-and-tools §2, §9): Leaflet with clustered markers. Markers and
 * clusters are keyboard reachable (Tab, then Enter opens a branch's popup or zooms into a
 * cluster); the branch listing beside the map is the full accessible equivalent.
 * The server renders an empty container; Leaflet is loaded in the browser only.
 */
export function BranchMap({
  branches,
  tiles,
  fit,
  visitor,
  label = branchFinderText.mapLabel,
  help = branchFinderText.mapHelp,
}: BranchMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const helpId = useId();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => {
    let cancelled = false;
    let created: LeafletMap | undefined;
    let resizes: ResizeObserver | undefined;
    loadLeaflet().then(
      (L) => {
        if (cancelled || !containerRef.current) return;
        const map = L.map(containerRef.current, {
          center: [MAP_DEFAULT_CENTRE.latitude, MAP_DEFAULT_CENTRE.longitude],
          zoom: MAP_DEFAULT_ZOOM,
          maxZoom: MAP_MAX_ZOOM,
        });
        created = map;
        // The layout changes size at the 1024px breakpoint and as the page's styles arrive.
        resizes = new ResizeObserver(() => map.invalidateSize());
        resizes.observe(containerRef.current);
        if (tiles.tileUrl)
          L.tileLayer(tiles.tileUrl, {
            attribution: tiles.tileAttribution,
            maxZoom: MAP_MAX_ZOOM,
          }).addTo(map);
        const clusters = L.markerClusterGroup({
          showCoverageOnHover: false,
          iconCreateFunction: (cluster) =>
            L.divIcon({
              html: `<span>${cluster.getChildCount()}<span class="visually-hidden"> branches: zoom in</span></span>`,
              className: 'branch-map__cluster',
              iconSize: L.point(MAP_CLUSTER_ICON_PX, MAP_CLUSTER_ICON_PX),
            }),
        });
        map.addLayer(clusters);
        const visitorLayer = L.layerGroup().addTo(map);
        setHandle({ L, map, clusters, visitorLayer });
      },
      (error: unknown) => console.warn('Branch map: Leaflet could not be loaded', error),
    );
    return () => {
      cancelled = true;
      resizes?.disconnect();
      created?.remove();
      setHandle(null);
    };
  }, [tiles.tileUrl, tiles.tileAttribution]);

  useEffect(() => {
    if (!handle) return;
    const { L, map, clusters, visitorLayer } = handle;
    clusters.clearLayers();
    visitorLayer.clearLayers();
    const points: Array<[number, number]> = [];
    for (const branch of branches) {
      const at: [number, number] = [branch.coordinates.latitude, branch.coordinates.longitude];
      points.push(at);
      const marker = L.marker(at, {
        title: branch.name,
        keyboard: true,
        icon: L.divIcon({
          html: `<span class="branch-map__pin"></span><span class="visually-hidden">${escapeHtml(branch.name)}</span>`,
          className: 'branch-map__marker',
          iconSize: L.point(28, 28),
          iconAnchor: L.point(14, 34),
          popupAnchor: L.point(0, -26),
        }),
      });
      marker.bindPopup(() => popupContent(branch, (url) => navigateRef.current(url)));
      clusters.addLayer(marker);
    }
    if (visitor) {
      const at: [number, number] = [visitor.latitude, visitor.longitude];
      points.push(at);
      L.circleMarker(at, { radius: 8, interactive: false, className: 'branch-map__visitor' })
        .bindTooltip(branchFinderText.youAreHere, { permanent: false })
        .addTo(visitorLayer);
    }
    if (fit && points.length > 0) {
      map.fitBounds(L.latLngBounds(points), { maxZoom: MAP_FIT_MAX_ZOOM, padding: [32, 32] });
    } else {
      map.setView([MAP_DEFAULT_CENTRE.latitude, MAP_DEFAULT_CENTRE.longitude], MAP_DEFAULT_ZOOM);
    }
  }, [handle, branches, visitor, fit]);

  return (
    <div className="branch-map">
      <div
        ref={containerRef}
        className="branch-map__canvas"
        role="region"
        aria-label={label}
        aria-describedby={helpId}
      />
      <p id={helpId} className="branch-map__help">
        {help}
      </p>
    </div>
  );
}

/** A popup's content as DOM (Leaflet takes elements), its link handled by the router. */
function popupContent(branch: Branch, go: (url: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'branch-map__popup';
  const heading = document.createElement('p');
  heading.className = 'branch-map__popup-name';
  const link = document.createElement('a');
  link.href = branch.url;
  link.textContent = branch.name;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    go(branch.url);
  });
  heading.append(link);
  const address = document.createElement('p');
  address.textContent = branch.address;
  const phone = document.createElement('p');
  const phoneLink = document.createElement('a');
  phoneLink.href = `tel:${branch.phone.replace(/\s/g, '')}`;
  phoneLink.textContent = branch.phone;
  phone.append(phoneLink);
  root.append(heading, address, phone);
  return root;
}
