import { HStack } from '@chakra-ui/react';
import { company } from '@/config/company';

export interface LogoProps {
  /** Height of the emblem in px; the wordmark scales with it. */
  height?: number;
  /** Show only the emblem (very narrow screens). */
  emblemOnly?: boolean;
}

/** The header logo: two images, the emblem and the wordmark (SPEC.md §2). */
export function Logo({ height = 40, emblemOnly = false }: LogoProps) {
  return (
    <HStack gap="2" flexShrink={0}>
      <img
        src="/brand/emblem.svg"
        alt={emblemOnly ? company.brand : ''}
        width={height}
        height={height}
      />
      {!emblemOnly && (
        <img
          src="/brand/wordmark.svg"
          alt={company.brand}
          width={Math.round((height * 124) / 40)}
          height={height}
        />
      )}
    </HStack>
  );
}
