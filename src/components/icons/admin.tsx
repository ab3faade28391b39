import { SvgIcon, type IconProps } from './svg-icon';

/* Icons of the admin area: catalogue management, images and staff. */

export const BoxIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M21 8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16Z" />
    <path d="m3.3 7 8.7 5 8.7-5M12 22V12" />
  </SvgIcon>
);

export const WrenchIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76Z" />
  </SvgIcon>
);

export const UsersIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </SvgIcon>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M15 3h6v6M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </SvgIcon>
);

export const UploadIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5M12 3v12" />
  </SvgIcon>
);

export const StarIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01Z" />
  </SvgIcon>
);

export const GripIcon = (props: IconProps) => (
  <SvgIcon variant="fill" {...props}>
    <circle cx="9" cy="6" r="1.6" />
    <circle cx="15" cy="6" r="1.6" />
    <circle cx="9" cy="12" r="1.6" />
    <circle cx="15" cy="12" r="1.6" />
    <circle cx="9" cy="18" r="1.6" />
    <circle cx="15" cy="18" r="1.6" />
  </SvgIcon>
);

export const KeyIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <circle cx="7.5" cy="15.5" r="5.5" />
    <path d="m21 2-9.6 9.6M15.5 7.5l3 3L22 7l-3-3" />
  </SvgIcon>
);

export const ChartLineIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M3 3v16a2 2 0 0 0 2 2h16" />
    <path d="m19 9-5 5-4-4-3 3" />
  </SvgIcon>
);

export const ListChecksIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m3 17 2 2 4-4M3 7l2 2 4-4M13 6h8M13 12h8M13 18h8" />
  </SvgIcon>
);

/* A specification moved up or down its group's list. */
export const ArrowUpIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </SvgIcon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M12 5v14" />
    <path d="m19 12-7 7-7-7" />
  </SvgIcon>
);
