import type { ForgotPassword, Register, ResetPassword } from '@rally/domain';
import { api } from '../../lib/api';
import { useApiMutation } from '../../lib/use-api-mutation';
import { finishSignIn, signIn } from '../../lib/session';

type Detail = { detail: string };

/** Log in: the whole sign-in chain of spec 1 §4. */
export const useLogin = () =>
  useApiMutation({
    // Signing in replaces the whole session; nothing cached before it is reused.
    invalidates: [],
    mutationKey: ['auth', 'login'],
    mutationFn: ({ username, password }: { username: string; password: string }) => signIn(username, password),
  });

/** The account exists but the sign-in chain after it failed: the person should simply log in. */
export class SignInAfterRegisterError extends Error {
  constructor() {
    super('Your account is ready, but we could not sign you in. Please log in.');
    this.name = 'SignInAfterRegisterError';
  }
}

/** Sign up: POST /api/register/ answers a token; the rest of the chain is the log-in's. */
export const useRegister = () =>
  useApiMutation({
    invalidates: [],
    mutationKey: ['auth', 'register'],
    mutationFn: async (input: Register) => {
      const { token } = await api<{ token: string }>('register/', { body: input });
      try {
        return await finishSignIn(token);
      } catch {
        throw new SignInAfterRegisterError();
      }
    },
  });

/** POST /api/password-reset/: always answers the same neutral sentence. */
export const useRequestPasswordReset = () =>
  useApiMutation({
    invalidates: [],
    mutationKey: ['auth', 'password-reset'],
    mutationFn: (input: ForgotPassword) => api<Detail>('password-reset/', { body: input }),
  });

/** POST /api/password-reset/confirm/: sets the new password from the e-mailed link. */
export const useConfirmPasswordReset = () =>
  useApiMutation({
    invalidates: [],
    mutationKey: ['auth', 'password-reset-confirm'],
    mutationFn: (input: ResetPassword) => api<Detail>('password-reset/confirm/', { body: input }),
  });
