import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import {
  AttributionControl,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  ZoomControl,
} from 'react-leaflet';
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
/*
 * Leaflet's own words are English ('Zoom in', 'Close popup', its link's title): the controls are
 * added with Spanish ones, through their documented options.
 */
const ATTRIBUTION =
  '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const LEAFLET_CREDIT =
  '<a href="https://leafletjs.com" title="Una biblioteca de JavaScript para mapas interactivos">Leaflet</a>';

/**
 * The popup's close button, in Spanish: Leaflet's own is named 'Close popup' and has no option
 * for its words. It takes the place and the look of Leaflet's, whose stylesheet styles only an
 * `<a>` of that class: the look is the button's own, with a larger target for a finger.
 */
const CLOSE_BUTTON_STYLE = {
  position: 'absolute',
  top: 0,
  right: 0,
  width: 36,
  height: 36,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: '#757575',
  font: '20px/36px Tahoma, Verdana, sans-serif',
  textAlign: 'center',
  cursor: 'pointer',
} as const;

function ClosePopupButton() {
  const map = useMap();
  return (
    <button
      type="button"
      className="leaflet-popup-close-button"
      aria-label="Cerrar"
      title="Cerrar"
      style={CLOSE_BUTTON_STYLE}
      onClick={() => map.closePopup()}
    >
      <span aria-hidden="true">&#215;</span>
    </button>
  );
}

/**
 * The popup's widest content: with Leaflet's margins it stays inside the map on a 320 px phone
 * (Leaflet's default, 300, made it wider than the map there and cut the address).
 */
const POPUP_MAX_WIDTH = 220;

/** The office on an OpenStreetMap map, zoom 18, its popup showing the address (SPEC.md §2). */
export default function OfficeMap() {
  const { lat, lng, zoom } = company.map;
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      style={{ width: '100%', height: '100%' }}
    >
      <ZoomControl position="topleft" zoomInTitle="Acercar" zoomOutTitle="Alejar" />
      <AttributionControl position="bottomright" prefix={LEAFLET_CREDIT} />
      <TileLayer url={TILE_URL} attribution={ATTRIBUTION} maxZoom={19} />
      <Marker
        position={[lat, lng]}
        icon={officeIcon}
        title={company.brand}
        alt={`Oficina de ${company.brand}`}
        eventHandlers={{ add: (event) => event.target.openPopup() }}
      >
        <Popup
          closeButton={false}
          maxWidth={POPUP_MAX_WIDTH}
          autoPanPaddingTopLeft={[16, 96]}
          autoPanPaddingBottomRight={[16, 16]}
        >
          <ClosePopupButton />
          {/* Clear of the close button. */}
          <strong style={{ display: 'block', paddingRight: 12 }}>{company.brand}</strong>
          {company.location}
        </Popup>
      </Marker>
    </MapContainer>
  );
}
