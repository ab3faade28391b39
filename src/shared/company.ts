/**
 * The company's contact data and opening hours (SPEC.md §2, §3), shared by the client's contact
 * screens and the server's structured data (JSON-LD).
 */
export const COMPANY = {
  location: 'Av. Blanco Galindo km 4,5 N.º 1250, Cochabamba, Bolivia',
  address: {
    streetAddress: 'Av. Blanco Galindo km 4,5 N.º 1250',
    addressLocality: 'Cochabamba',
    addressRegion: 'Cochabamba',
    addressCountry: 'BO',
  },
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
  /** Opening hours; `days` are schema.org day names. */
  hours: [
    {
      label: 'Lunes a viernes',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    },
    { label: 'Sábado', days: ['Saturday'], opens: '09:00', closes: '14:00' },
  ],
} as const;
