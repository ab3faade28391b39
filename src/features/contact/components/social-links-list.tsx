import { Box, Stack } from '@chakra-ui/react';
import { AnimatePresence, m } from 'framer-motion';
import { MotionRoot } from '@/components/motion/motion-root';
import { socialLinks } from '@/components/ui/social-links';

export interface SocialLinksListProps {
  id: string;
  open: boolean;
  label: string;
}

/** The floating button's round links (SocialFab), popping up one after the other. */
export default function SocialLinksList({ id, open, label }: SocialLinksListProps) {
  return (
    <MotionRoot>
      <AnimatePresence>
        {open && (
          <Stack
            as="ul"
            id={id}
            aria-label={label}
            listStyleType="none"
            gap="3"
            mb="3"
            align="center"
          >
            {socialLinks.map(({ name, href, Icon, color }, index) => (
              <m.li
                key={name}
                initial={{ opacity: 0, y: 12, scale: 0.8 }}
                animate={{ opacity: 1, y: 0, scale: 1 }}
                exit={{ opacity: 0, y: 12, scale: 0.8 }}
                transition={{ duration: 0.18, delay: (socialLinks.length - 1 - index) * 0.03 }}
              >
                <Box
                  asChild
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="11"
                  rounded="full"
                  color="white"
                  boxShadow="md"
                  fontSize="xl"
                  transition="transform 0.15s"
                  _hover={{ transform: 'scale(1.08)' }}
                  _focusVisible={{
                    outline: '3px solid',
                    outlineColor: 'brand.300',
                    outlineOffset: '2px',
                  }}
                  style={{ background: color }}
                >
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={name}
                    title={name}
                  >
                    <Icon />
                  </a>
                </Box>
              </m.li>
            ))}
          </Stack>
        )}
      </AnimatePresence>
    </MotionRoot>
  );
}
