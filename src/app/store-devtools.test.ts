import { actionSanitizer, stateSanitizer } from './store';

test('the Redux DevTools never see the session token', () => {
  const action = { type: 'session/signedIn', payload: { token: 'secreto', user: { id: 1 } } };
  expect(actionSanitizer(action)).toEqual({
    type: 'session/signedIn',
    payload: { token: '[oculto]', user: { id: 1 } },
  });
  expect(action.payload.token).toBe('secreto'); // the store's own action is untouched
  const state = { session: { token: 'secreto', online: true }, other: 1 };
  expect(stateSanitizer(state)).toEqual({ session: { token: '[oculto]', online: true }, other: 1 });
  expect(stateSanitizer({ session: { token: null } })).toEqual({ session: { token: null } });
});

test("nor the password of a sign-in, in the mutation's action or in the API cache", () => {
  const args = { username: 'admin', password: 'clave' };
  const action = {
    type: 'api/executeMutation/pending',
    meta: { arg: { endpointName: 'signIn', originalArgs: args } },
  };
  expect(actionSanitizer(action).meta.arg.originalArgs).toEqual({
    username: 'admin',
    password: '[oculto]',
  });
  const state = { api: { mutations: { r1: { endpointName: 'signIn', originalArgs: args } } } };
  expect(stateSanitizer(state).api.mutations.r1.originalArgs.password).toBe('[oculto]');
  expect(args.password).toBe('clave');
  const plain = { quote: { lines: [{ id: 1 }] } };
  expect(stateSanitizer(plain)).toBe(plain); // nothing secret: the same object
});
