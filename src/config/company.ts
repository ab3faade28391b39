import { BRAND } from '@/shared/brand';
import { COMPANY } from '@/shared/company';

/** Contact data, supplied locally (SPEC.md §3). Every screen reads it from here. */
export const company = {
  brand: BRAND,
  tagline: 'Soluciones de agricultura de precisión',
  location: COMPANY.location,
  phone: COMPANY.phone,
  /** International number without "+" or spaces, as wa.me wants it. */
  whatsapp: COMPANY.whatsapp,
  email: COMPANY.email,
  facebook: COMPANY.facebook,
  youtube: COMPANY.youtube,
  tiktok: COMPANY.tiktok,
  instagram: COMPANY.instagram,
  /** Office on the map: SPEC.md §2. */
  map: COMPANY.map,
  hours: COMPANY.hours.map((h) => ({ days: h.label, time: `${h.opens}-${h.closes}` })),
} as const;

/** A WhatsApp link with the company number and a prefilled text. */
export const whatsappUrl = (text: string) =>
  `https://wa.me/${company.whatsapp}?text=${encodeURIComponent(text)}`;
