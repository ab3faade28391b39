import { SvgIcon, type IconProps } from './svg-icon';

export const MenuIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </SvgIcon>
);

export const CloseIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </SvgIcon>
);

export const SendIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="m22 2-7 20-4-9-9-4Z" />
    <path d="M22 2 11 13" />
  </SvgIcon>
);

export const LogInIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
    <path d="m10 17 5-5-5-5" />
    <path d="M15 12H3" />
  </SvgIcon>
);

export const LogOutIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </SvgIcon>
);

export const DashboardIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <rect width="7" height="9" x="3" y="3" rx="1" />
    <rect width="7" height="5" x="14" y="3" rx="1" />
    <rect width="7" height="9" x="14" y="12" rx="1" />
    <rect width="7" height="5" x="3" y="16" rx="1" />
  </SvgIcon>
);

export const LinkIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </SvgIcon>
);

export const ImagesIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <rect width="18" height="18" x="3" y="3" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21" />
  </SvgIcon>
);

export const EyeIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z" />
    <circle cx="12" cy="12" r="3" />
  </SvgIcon>
);

export const CheckIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M20 6 9 17l-5-5" />
  </SvgIcon>
);

export const RefreshIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
  </SvgIcon>
);

export const PlusIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M5 12h14M12 5v14" />
  </SvgIcon>
);

export const EditIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </SvgIcon>
);

export const TrashIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </SvgIcon>
);

export const SearchIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </SvgIcon>
);

/** A clipboard with lines: the quote list ('Cotización'). */
export const QuoteIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    <path d="M12 11h4M12 16h4M8 11h.01M8 16h.01" />
  </SvgIcon>
);

/** A clipboard with a plus: 'Agregar a la cotización'. */
export const QuoteAddIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    <path d="M9 14h6M12 11v6" />
  </SvgIcon>
);

/** A magnifier with a plus: 'Ampliar'. */
export const ZoomInIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3M11 8v6M8 11h6" />
  </SvgIcon>
);

/** A magnifier with a minus: 'Reducir'. */
export const ZoomOutIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3M8 11h6" />
  </SvgIcon>
);

/** 'Comparar': two columns side by side. */
export const CompareIcon = (props: IconProps) => (
  <SvgIcon variant="stroke" {...props}>
    <rect x="3" y="4" width="7" height="16" rx="1.5" />
    <rect x="14" y="4" width="7" height="16" rx="1.5" />
    <path d="M6.5 9h0M17.5 9h0M6.5 13h0M17.5 13h0" />
  </SvgIcon>
);
