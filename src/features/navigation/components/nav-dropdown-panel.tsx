import { Box } from '@chakra-ui/react';
import { AnimatePresence, m } from 'framer-motion';
import { Link as RouterLink } from 'react-router-dom';
import { MotionRoot } from '@/components/motion/motion-root';
import type { NavLinkEntry } from '../nav-entries';

export interface NavDropdownPanelProps {
  id: string;
  open: boolean;
  entries: NavLinkEntry[];
  /** A link was followed: the dropdown folds. */
  onNavigate: () => void;
}

/** The list a bar entry unfolds (NavDropdown), fading and sliding in and out. */
export default function NavDropdownPanel({ id, open, entries, onNavigate }: NavDropdownPanelProps) {
  return (
    <MotionRoot>
      <AnimatePresence>
        {open && (
          <m.div
            id={id}
            initial={{ opacity: 0, y: -6 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -6 }}
            transition={{ duration: 0.15 }}
            style={{ position: 'absolute', top: 'calc(100% + 8px)', left: 0, zIndex: 10 }}
          >
            <Box
              as="ul"
              listStyleType="none"
              minW="15rem"
              p="1.5"
              bg="bg"
              rounded="lg"
              borderWidth="1px"
              borderColor="border"
              boxShadow="lg"
            >
              {entries.map((entry) => (
                <li key={entry.href}>
                  <Box
                    asChild
                    display="block"
                    px="3"
                    py="2.5"
                    rounded="md"
                    fontSize="sm"
                    fontWeight="medium"
                    color="fg"
                    _hover={{ bg: 'brand.50', color: 'brand.800' }}
                    _focusVisible={{
                      bg: 'brand.50',
                      color: 'brand.800',
                      outline: '2px solid',
                      outlineColor: 'brand.500',
                    }}
                  >
                    <RouterLink to={entry.href} data-nav-link="" onClick={onNavigate}>
                      {entry.label}
                    </RouterLink>
                  </Box>
                </li>
              ))}
            </Box>
          </m.div>
        )}
      </AnimatePresence>
    </MotionRoot>
  );
}
