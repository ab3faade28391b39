import { SvgIcon, type IconProps } from './svg-icon';

export const GreenhouseIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M2 20h20" />
    <path d="M4 20v-8a8 8 0 0 1 16 0v8" />
    <path d="M12 4v16M8 5.1V20M16 5.1V20" />
  </SvgIcon>
);

export const TractorIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m10 11 11 .9a1 1 0 0 1 .8 1.1l-.67 4.16a1 1 0 0 1-.98.84H20" />
    <path d="M16 18h-5" />
    <path d="M18 5a1 1 0 0 0-1 1v5.57" />
    <path d="M3 4h8.13a1 1 0 0 1 .99.86L13 11.25" />
    <path d="M4 11V4M8 10.1V4M7 15h.01" />
    <circle cx="18" cy="18" r="2" />
    <circle cx="7" cy="15" r="5" />
  </SvgIcon>
);

export const FlaskIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M10 2v7.53a2 2 0 0 1-.21.9L4.72 20.55a1 1 0 0 0 .9 1.45h12.76a1 1 0 0 0 .9-1.45l-5.07-10.13a2 2 0 0 1-.21-.9V2" />
    <path d="M8.5 2h7M7 16h10" />
  </SvgIcon>
);

export const DropletIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7Z" />
  </SvgIcon>
);

export const GraduationCapIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M22 10v6M2 10l10-5 10 5-10 5Z" />
    <path d="M6 12v5c3 3 9 3 12 0v-5" />
  </SvgIcon>
);
