import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; `1em` follows the surrounding font size. */
  size?: number | string;
}

interface SvgIconProps extends IconProps {
  children: ReactNode;
  /** Outline icons are stroked; brand marks are filled. */
  variant: 'stroke' | 'fill';
}

/** The shared frame of every icon: decorative (aria-hidden), coloured by `currentColor`. */
export function SvgIcon({ size = '1em', variant, children, ...rest }: SvgIconProps) {
  const paint =
    variant === 'stroke'
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : { fill: 'currentColor' };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      {...paint}
      {...rest}
    >
      {children}
    </svg>
  );
}
