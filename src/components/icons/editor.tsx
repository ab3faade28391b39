import { SvgIcon, type IconProps } from './svg-icon';

/* Icons of the rich-text editor's toolbar. */

export const BoldIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M6 12h9a4 4 0 0 1 0 8H6V4h8a4 4 0 0 1 0 8" />
  </SvgIcon>
);

export const ItalicIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M19 4h-9M14 20H5M15 4 9 20" />
  </SvgIcon>
);

export const Heading2Icon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M4 12h8M4 18V6M12 18V6" />
    <path d="M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1" />
  </SvgIcon>
);

export const Heading3Icon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M4 12h8M4 18V6M12 18V6" />
    <path d="M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2" />
  </SvgIcon>
);

export const PilcrowIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M13 4v16M17 4v16M19 4H9.5a4.5 4.5 0 0 0 0 9H13" />
  </SvgIcon>
);

export const ListIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </SvgIcon>
);

export const ListOrderedIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1" />
  </SvgIcon>
);

export const UnlinkIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m18.84 12.25 1.72-1.71a5 5 0 0 0-7.07-7.07l-1.72 1.71M5.17 11.75l-1.71 1.71a5 5 0 0 0 7.07 7.07l1.71-1.71M8 2v3M2 8h3M16 22v-3M22 16h-3" />
  </SvgIcon>
);
