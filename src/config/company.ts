import { BRAND } from '../shared/brand';

/** Contact data, supplied locally (SPEC.md §3). Every screen reads it from here. */
export const company = {
  brand: BRAND,
  tagline: 'Soluciones de agricultura de precisión',
  location: 'Av. Blanco Galindo km 4,5 N.º 1250, Cochabamba, Bolivia',
  phone: '+591 4 4401234',
  /** International number without "+" or spaces, as wa.me wants it. */
  whatsapp: '59171234567',
  email: 'ventas@agrotec.bo',
  facebook: 'https://www.facebook.com/agrotecbolivia',
  youtube: 'https://www.youtube.com/@agrotecbolivia',
  tiktok: 'https://www.tiktok.com/@agrotecbolivia',
  instagram: 'https://www.instagram.com/agrotecbolivia',
  /** Office on the map: SPEC.md §2. */
  map: { lat: -17.4013, lng: -66.15194, zoom: 18 },
  hours: [
    { days: 'Lunes a viernes', time: '09:00 - 18:00' },
    { days: 'Sábado', time: '09:00 - 14:00' },
  ],
} as const;

/** A WhatsApp link with the company number and a prefilled text. */
export const whatsappUrl = (text: string) =>
  `https://wa.me/${company.whatsapp}?text=${encodeURIComponent(text)}`;
