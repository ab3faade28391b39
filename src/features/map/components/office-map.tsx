import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { company } from '@/config/company';

/** A brand-green pin drawn in SVG: Leaflet's default PNG icon paths break under webpack. */
const officeIcon = divIcon({
  className: 'office-marker',
  html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 44" width="32" height="44" aria-hidden="true">
    <path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1Z" fill="#237031" stroke="#fff" stroke-width="2"/>
    <circle cx="16" cy="15.5" r="5.5" fill="#fff"/>
  </svg>`,
  iconSize: [32, 44],
  iconAnchor: [16, 43],
  popupAnchor: [0, -38],
});

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The office on an OpenStreetMap map, zoom 18, its popup showing the address (SPEC.md §2). */
export default function OfficeMap() {
  const { lat, lng, zoom } = company.map;
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={zoom}
      scrollWheelZoom={false}
      style={{ width: '100%', height: '100%' }}
    >
      <TileLayer url={TILE_URL} attribution={ATTRIBUTION} maxZoom={19} />
      <Marker
        position={[lat, lng]}
        icon={officeIcon}
        title={company.brand}
        alt={`Oficina de ${company.brand}`}
        eventHandlers={{ add: (event) => event.target.openPopup() }}
      >
        <Popup autoPanPaddingTopLeft={[16, 96]} autoPanPaddingBottomRight={[16, 16]}>
          <strong>{company.brand}</strong>
          <br />
          {company.location}
        </Popup>
      </Marker>
    </MapContainer>
  );
}
