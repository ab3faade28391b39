import type { SignInBody, SignInResponse } from '../shared/schemas/auth';
import { api } from './api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/signin; the caller stores an accepted answer with the session's `signedIn`. */
    signIn: build.mutation<SignInResponse, SignInBody>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
    }),
  }),
});

export const { useSignInMutation } = authApi;
