import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, CSSProperties } from 'react';
import { company } from '@/config/company';
import {
  FacebookIcon,
  InstagramIcon,
  TikTokIcon,
  WhatsAppIcon,
  YouTubeIcon,
  type IconProps,
} from '../icons';

export interface SocialLink {
  name: string;
  href: string;
  Icon: ComponentType<IconProps>;
  /** The network's own colour, used on hover and in the floating button. */
  color: string;
}

/** The company's social networks (SPEC.md §3), in the order they are shown everywhere. */
export const socialLinks: SocialLink[] = [
  {
    name: 'WhatsApp',
    href: `https://wa.me/${company.whatsapp}`,
    Icon: WhatsAppIcon,
    color: '#1f8f4e',
  },
  { name: 'Facebook', href: company.facebook, Icon: FacebookIcon, color: '#1565c0' },
  { name: 'Instagram', href: company.instagram, Icon: InstagramIcon, color: '#c13584' },
  { name: 'YouTube', href: company.youtube, Icon: YouTubeIcon, color: '#d32f2f' },
  { name: 'TikTok', href: company.tiktok, Icon: TikTokIcon, color: '#111111' },
];

/**
 * The network's colour as a custom property of the link's own `style`: the five links then share
 * one class (a colour written into the hover style itself made a class, and so CSS, per link).
 */
const networkColor = (color: string) => ({ '--social-color': color }) as CSSProperties;

/** Opens in a new tab, without handing the new page a reference back to this one. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export interface SocialLinksProps {
  /** `icons`: round icon links (name as accessible label); `named`: icon plus visible name. */
  variant?: 'icons' | 'named';
  /** Light icons for dark backgrounds. */
  inverted?: boolean;
}

/** Links to the company's social networks; each opens in a new tab. */
export function SocialLinks({ variant = 'icons', inverted = false }: SocialLinksProps) {
  if (variant === 'named') {
    return (
      <Stack as="ul" listStyleType="none" gap="2">
        {socialLinks.map(({ name, href, Icon, color }) => (
          <li key={name}>
            <Link
              href={href}
              {...NEW_TAB}
              display="inline-flex"
              alignItems="center"
              gap="3"
              color={inverted ? 'white' : 'fg'}
              style={networkColor(color)}
              _hover={{
                color: inverted ? 'white' : 'var(--social-color)',
                textDecoration: 'underline',
              }}
            >
              <Icon size="1.25em" />
              <Text as="span">{name}</Text>
            </Link>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap">
      {socialLinks.map(({ name, href, Icon, color }) => (
        <li key={name}>
          <Link
            href={href}
            {...NEW_TAB}
            aria-label={name}
            title={name}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="10"
            rounded="full"
            color={inverted ? 'white' : 'fg.muted'}
            bg={inverted ? 'whiteAlpha.200' : 'bg.muted'}
            transition="background 0.15s, color 0.15s, transform 0.15s"
            style={networkColor(color)}
            _hover={{ bg: 'var(--social-color)', color: 'white', transform: 'translateY(-2px)' }}
          >
            <Icon size="1.15em" />
          </Link>
        </li>
      ))}
    </HStack>
  );
}
