import { Badge, Box, chakra, Flex, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { KeyIcon } from '@/components/icons/admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { ResponsiveTable, responsiveCell, responsiveRow } from '@/components/ui/responsive-table';
import { RowDeleteButton } from '@/components/ui/row-delete-button';
import { toaster } from '@/components/ui/toaster';
import { useDeleteUserMutation, useUsersQuery } from '@/lib/admin-api';
import { errorMessage } from '@/lib/api';
import type { User } from '@/shared/schemas/auth';
import { useSession } from '@/stores/session-hooks';
import { roleLabel } from '../user-form-schema';
import { AddUserForm } from './add-user-form';
import { PasswordDialog } from './password-dialog';

const dateFormat = new Intl.DateTimeFormat('es-BO', { dateStyle: 'medium' });

const rowLayout = responsiveRow({
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: `"name role" "created created" "actions actions"`,
  gap: '1',
});

const cell = (area: string) => responsiveCell(area, '4', '3');

const COLUMNS = [
  { label: 'Usuario' },
  { label: 'Rol' },
  { label: 'Creado' },
  { label: 'Acciones', end: true },
];

/** /admin/usuarios: the staff accounts, a form to add one, password reset and removal. */
export function UsersAdmin() {
  const myId = useSession((s) => s.user?.id);
  const usersQuery = useUsersQuery();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [shownDelete, setShownDelete] = useState<User | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  if (toDelete && toDelete !== shownDelete) setShownDelete(toDelete);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteUser(toDelete.id).unwrap();
      toaster.create({
        type: 'success',
        title: `Usuario «${toDelete.username}» eliminado`,
        duration: 3000,
      });
      setToDelete(null);
    } catch (failure) {
      if ((failure as { status?: unknown }).status === 401) setToDelete(null);
      else setDeleteError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Usuarios
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Cuentas del personal. Solo los administradores entran a este panel.
        </Text>
      </Box>
      <AddUserForm />
      <QueryState
        query={usersQuery}
        loading={
          <Stack gap="2" aria-busy="true">
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        }
      >
        {(users) => (
          <ResponsiveTable label="Cuentas del personal" columns={COLUMNS} cellPx="4">
            {users.map((user) => (
              <Table.Row role="row" key={user.id} css={rowLayout} aria-label={user.username}>
                <Table.Cell role="cell" css={cell('name')} fontWeight="semibold">
                  {user.username}
                  {user.id === myId && (
                    <chakra.span fontWeight="normal" color="fg.muted">
                      {' '}
                      (usted)
                    </chakra.span>
                  )}
                </Table.Cell>
                <Table.Cell role="cell" css={cell('role')}>
                  <Badge
                    colorPalette={user.roles[0]?.name === 'admin' ? 'accent' : 'gray'}
                    variant="subtle"
                  >
                    {roleLabel(user.roles[0]?.name)}
                  </Badge>
                </Table.Cell>
                <Table.Cell role="cell" css={cell('created')} color="fg.muted" fontSize="sm">
                  <chakra.span display={{ md: 'none' }}>Creado el </chakra.span>
                  <time dateTime={user.created_at}>
                    {dateFormat.format(new Date(user.created_at))}
                  </time>
                </Table.Cell>
                <Table.Cell role="cell" css={cell('actions')} pt={{ base: '2', md: '3' }}>
                  <Flex gap="1" justify="flex-end" wrap="wrap">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setPasswordFor(user)}
                      aria-label={`Cambiar contraseña de ${user.username}`}
                    >
                      <KeyIcon />
                      Cambiar contraseña
                    </Button>
                    <RowDeleteButton
                      name={user.username}
                      // The server refuses it too (400): offered, it only led to that refusal.
                      disabledReason={
                        user.id === myId ? 'No puede eliminar su propia cuenta.' : undefined
                      }
                      onClick={() => {
                        setDeleteError(null);
                        setToDelete(user);
                      }}
                    />
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </ResponsiveTable>
        )}
      </QueryState>

      <PasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={shownDelete ? `¿Eliminar «${shownDelete.username}»?` : ''}
        description="La cuenta ya no podrá iniciar sesión."
        confirmLabel="Eliminar"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        loading={deleting}
        error={deleteError}
      />
    </Stack>
  );
}
