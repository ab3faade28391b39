import type { AdminSummary } from '@/shared/schemas/admin';
import type { User, UserCreateBody } from '@/shared/schemas/auth';
import type { Resource } from '@/shared/catalog';
import type { Spec, SpecInput } from '@/shared/schemas/specs';
import { api } from './api';
import { groupSpecsPath } from './specs-api';

const USER_LIST = { type: 'User', id: 'LIST' } as const;

/** What saving a group's specifications sends: its whole list, in order. */
interface SaveGroupSpecsArgs {
  resource: Resource;
  group: number;
  specs: SpecInput[];
  /** Also remove the values items hold for removed specifications and choices (a 409 else). */
  force?: boolean;
}

/** Admin-only calls: the dashboard, the staff accounts and the groups' specifications. */
const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSummary: build.query<AdminSummary, void>({
      query: () => ({ url: '/admin/summary', withToken: true }),
      providesTags: ['Summary'],
    }),
    users: build.query<User[], void>({
      query: () => ({ url: '/users', withToken: true }),
      providesTags: (users) => [
        ...(users ?? []).map((u) => ({ type: 'User' as const, id: u.id })),
        USER_LIST,
      ],
    }),
    createUser: build.mutation<User, UserCreateBody>({
      query: (body) => ({ url: '/users', method: 'POST', body, withToken: true }),
      invalidatesTags: [USER_LIST],
    }),
    setUserPassword: build.mutation<void, { id: number; password: string }>({
      query: ({ id, password }) => ({
        url: `/users/${id}/password`,
        method: 'PUT',
        body: { password },
        withToken: true,
      }),
    }),
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `/users/${id}`, method: 'DELETE', withToken: true }),
      invalidatesTags: (_r, _e, id) => [{ type: 'User', id }, USER_LIST],
    }),
    saveGroupSpecs: build.mutation<{ specs: Spec[] }, SaveGroupSpecsArgs>({
      query: ({ resource, group, specs, force }) => ({
        url: `/admin${groupSpecsPath(resource, group)}${force ? '?force=true' : ''}`,
        method: 'PUT',
        body: { specs },
        withToken: true,
      }),
      // The group's list is read again, and so is every item of the kind: a forced save drops values.
      invalidatesTags: (_r, error, { resource }) =>
        error ? [] : [resource === 'products' ? 'Product' : 'Service'],
    }),
  }),
});

export const {
  useAdminSummaryQuery,
  useUsersQuery,
  useCreateUserMutation,
  useSetUserPasswordMutation,
  useDeleteUserMutation,
  useSaveGroupSpecsMutation,
} = adminApi;
