import { SvgIcon, type IconProps } from './svg-icon';

export const AlertIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3Z" />
    <path d="M12 9v4M12 17h.01" />
  </SvgIcon>
);

export const InboxIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z" />
  </SvgIcon>
);

export const CompassIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.24 7.76-2.12 6.36-6.36 2.12 2.12-6.36 6.36-2.12Z" />
  </SvgIcon>
);

export const LeafIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z" />
    <path d="M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12" />
  </SvgIcon>
);

export const TargetIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </SvgIcon>
);
