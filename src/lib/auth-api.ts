import type { SignInBody, SignInResponse } from '../shared/schemas/auth';
import { api } from './api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/signin; the session slice fills itself from this call's result. */
    signIn: build.mutation<SignInResponse, SignInBody>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
    }),
  }),
});

export const { useSignInMutation } = authApi;
