import {
  Box,
  Drawer,
  Flex,
  Heading,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CloseButton } from '@/components/ui/button';
import { lazy, Suspense, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LeafIcon, LogInIcon } from '@/components/icons';
import { toaster } from '@/components/ui/toaster';
import { loginBackground } from '@/config/catalog';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useBackCloses } from '@/lib/back-closes';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { adminAreaEntered, returnToCleared, signInClosed } from '@/stores/session-slice';
import { NOTICE_BOX } from '@/components/ui/notice-box';

// Formik and Yup come with the form, fetched the first time the drawer opens.
const SignInForm = lazy(() => import(/* webpackChunkName: "sign-in-form" */ './sign-in-form'));

function FormSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Cargando formulario">
      <Skeleton h="4" w="40%" />
      <Skeleton h="12" />
      <Skeleton h="4" w="30%" />
      <Skeleton h="12" />
      <Skeleton h="12" mt="2" />
    </Stack>
  );
}

/**
 * The sign-in bottom drawer (SPEC.md §2): opened by the bar's button or by an expired session
 * (session.signInOpen), the login image behind the form. An admin lands on the admin welcome
 * page once the drawer has closed; anyone else stays where they were.
 */
export default function SignInDrawer() {
  const open = useAppSelector((state) => state.session.signInOpen);
  const notice = useAppSelector((state) => state.session.notice);
  const returnTo = useAppSelector((state) => state.session.returnTo);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const enterAdminAfterClose = useRef(false);

  const close = () => dispatch(signInClosed());
  // Android's Back closes the drawer and stays on the page.
  const leave = useBackCloses(open, close);

  return (
    <Drawer.Root
      open={open}
      placement="bottom"
      initialFocusEl={() => document.querySelector<HTMLInputElement>('input[name="username"]')}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      onExitComplete={() => {
        dispatch(returnToCleared());
        if (!enterAdminAfterClose.current) return;
        enterAdminAfterClose.current = false;
        // Once the drawer's history entry is off: the admin page's entry follows the page's.
        // Back to the admin page a session expired on (its form kept what was typed), if any.
        void leave().then(() => {
          dispatch(adminAreaEntered());
          navigate(returnTo ?? paths.adminWelcome.href());
        });
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="2xl" overflow="hidden" maxH="100dvh" bg="brand.950">
            <Box position="absolute" inset="0" aria-hidden="true">
              <img
                src={loginBackground}
                alt=""
                width={1600}
                height={1000}
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                // Offline (a picture never kept) the browser would draw its broken-image mark.
                onError={(event) => {
                  event.currentTarget.style.visibility = 'hidden';
                }}
              />
              <Box
                position="absolute"
                inset="0"
                bgGradient="to-r"
                gradientFrom="rgba(8, 32, 15, 0.88)"
                gradientVia="rgba(8, 32, 15, 0.6)"
                gradientTo="rgba(8, 32, 15, 0.35)"
              />
            </Box>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3" zIndex={1}>
              <CloseButton
                aria-label="Cerrar"
                title="Cerrar"
                // Not focused on press: the username field would lose the focus first and show
                // its error, which grows the drawer and moves this button from under the click.
                onMouseDown={(event) => event.preventDefault()}
                color="white"
                _hover={{ bg: 'whiteAlpha.200' }}
                size="sm"
              />
            </Drawer.CloseTrigger>
            <Drawer.Body
              position="relative"
              px={{ base: '4', sm: '6' }}
              py={{ base: '10', md: '14' }}
              overflowY="auto"
            >
              <Flex
                maxW="5xl"
                mx="auto"
                gap={{ base: '6', md: '16' }}
                align="center"
                justify="center"
                direction={{ base: 'column', md: 'row' }}
              >
                <Stack color="white" flex="1" gap="3" hideBelow="md" maxW="md">
                  <HStack
                    gap="2"
                    color="brand.200"
                    fontWeight="semibold"
                    fontSize="sm"
                    textTransform="uppercase"
                    letterSpacing="wider"
                  >
                    <LeafIcon />
                    <Text>{company.brand}</Text>
                  </HStack>
                  <Text fontSize="3xl" fontWeight="bold" lineHeight="short">
                    Acceso para el personal
                  </Text>
                  <Text color="whiteAlpha.900">
                    Ingrese con su usuario para administrar el catálogo de productos y servicios.
                  </Text>
                </Stack>
                <Box
                  bg="bg"
                  rounded="2xl"
                  boxShadow="2xl"
                  p={{ base: '5', sm: '8' }}
                  w="full"
                  maxW="md"
                  flexShrink={0}
                >
                  <HStack gap="3" mb="5">
                    <Flex
                      boxSize="10"
                      rounded="full"
                      bg="brand.50"
                      color="brand.700"
                      align="center"
                      justify="center"
                      fontSize="lg"
                    >
                      <LogInIcon />
                    </Flex>
                    <Box>
                      <Drawer.Title asChild>
                        <Heading as="h2" fontSize="xl">
                          Iniciar sesión
                        </Heading>
                      </Drawer.Title>
                      <Drawer.Description color="fg.muted" fontSize="sm">
                        Ingrese su nombre de usuario y contraseña.
                      </Drawer.Description>
                    </Box>
                  </HStack>
                  {notice && (
                    <Text role="status" mb="4" {...NOTICE_BOX} fontWeight="medium">
                      {notice}
                    </Text>
                  )}
                  <Suspense fallback={<FormSkeleton />}>
                    <SignInForm
                      onCancel={close}
                      onSignedIn={({ admin, username }) => {
                        enterAdminAfterClose.current = admin;
                        toaster.create({
                          title: `Bienvenido, ${username}`,
                          type: 'success',
                          duration: 3000,
                        });
                        close();
                      }}
                    />
                  </Suspense>
                </Box>
              </Flex>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
