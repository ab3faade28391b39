import { mediaImageUrl as media } from '@/shared/image-url';
import { paths } from './paths';

export interface HeroSlide {
  key: string;
  imgLg: string;
  imgMd: string;
  imgSm: string;
  title: string;
  to: string;
  description: string;
}

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
