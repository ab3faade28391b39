import type { SignInBody, SignInResponse } from '@/shared/schemas/auth';
import { api, TOKEN_HEADER } from './api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/signin; the caller stores an accepted answer with the session's `signedIn`. */
    signIn: build.mutation<SignInResponse, SignInBody>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
    }),
    /** POST /auth/signout with the given token: the server ends every token of its user. */
    signOut: build.mutation<void, string>({
      query: (token) => ({
        url: '/auth/signout',
        method: 'POST',
        headers: { [TOKEN_HEADER]: token },
      }),
    }),
  }),
});

export const { useSignInMutation } = authApi;
