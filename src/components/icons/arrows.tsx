import { SvgIcon, type IconProps } from './svg-icon';

export const ChevronLeftIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m15 18-6-6 6-6" />
  </SvgIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m9 18 6-6-6-6" />
  </SvgIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m6 9 6 6 6-6" />
  </SvgIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </SvgIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </SvgIcon>
);
