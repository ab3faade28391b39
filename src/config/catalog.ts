import { CATEGORIES, SERVICE_TYPES, type HeroSize } from '../shared/catalog';
import { paths } from './paths';

export { CATEGORIES, SERVICE_TYPES };

/** Navigation labels (SPEC.md §2) in menu order. */
export const categoryMenu = [
  { label: 'Invernaderos', urlpath: 'invernaderos', id: 2 },
  { label: 'Maquinarias y equipos', urlpath: 'maquinarias', id: 1 },
  { label: 'Laboratorios', urlpath: 'laboratorios', id: 4 },
  { label: 'Riegos', urlpath: 'riegos', id: 3 },
] as const;

export const serviceMenu = [
  { label: 'Construcción', urlpath: 'construnccion', id: 1 },
  { label: 'Instalación de riego', urlpath: 'instalacion', id: 2 },
  { label: 'Cursos', urlpath: 'cursos', id: 3 },
  { label: 'Asesorías técnicas', urlpath: 'asesorias', id: 4 },
  { label: 'Laboratorio agrícola', urlpath: 'laboratorio', id: 5 },
] as const;

export interface HeroSlide {
  key: string;
  imgLg: string;
  imgMd: string;
  imgSm: string;
  title: string;
  to: string;
  description: string;
}

const media = (name: string, size: HeroSize) => `/api/media/images/${name}-${size}`;

const slide = (key: string, title: string, description: string): HeroSlide => ({
  key,
  imgLg: media(key, 'lg'),
  imgMd: media(key, 'md'),
  imgSm: media(key, 'sm'),
  title,
  to: paths.productList.href(key),
  description,
});

/** The four hero slides of the home page (SPEC.md §2). */
export const heroSlides: HeroSlide[] = [
  slide(
    'invernaderos',
    'INVERNADEROS',
    'Túneles, capillas y multicapillas diseñados para el clima de los valles, el altiplano y el oriente boliviano.',
  ),
  slide(
    'maquinarias',
    'MAQUINARIAS',
    'Tractores, sembradoras y equipos que hacen rendir cada hora de trabajo en el campo.',
  ),
  slide(
    'laboratorios',
    'LABORATORIOS',
    'Equipos para análisis de suelo, agua y foliares: decisiones con datos, no a ojo.',
  ),
  slide(
    'riegos',
    'RIEGOS',
    'Goteo, aspersión y fertirriego: el agua justa, donde y cuando el cultivo la necesita.',
  ),
];

export const loginBackground = '/api/media/images/login';
