import type { AdminSummary } from '@/shared/schemas/admin';
import type { User, UserCreateBody } from '@/shared/schemas/auth';
import { api } from './api';

const USER_LIST = { type: 'User', id: 'LIST' } as const;

/** Admin-only calls outside the catalogue: the dashboard and the staff accounts. */
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
  }),
});

export const {
  useAdminSummaryQuery,
  useUsersQuery,
  useCreateUserMutation,
  useSetUserPasswordMutation,
  useDeleteUserMutation,
} = adminApi;
