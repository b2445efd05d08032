import type { accountContract, authContract, ForgotPassword, Register, ResetPassword } from '@rally/domain';
import { call, endpointRef } from '../../lib/endpoint';
import { useApiMutation } from '../../lib/use-api-mutation';
import { signIn, signInWithCode } from '../../lib/session';

// By reference: the sign-in form is on public pages, whose chunks carry no zod.
type Auth = typeof authContract;
const requestReset = endpointRef<Auth['requestPasswordReset']>({ method: 'POST', path: '/password-reset/' });
const register = endpointRef<typeof accountContract.register>({ method: 'POST', path: '/register/' });
const confirmReset = endpointRef<Auth['confirmPasswordReset']>({ method: 'POST', path: '/password-reset/confirm/' });

/** Log in: the whole sign-in chain of spec 1 §4. */
export const useLogin = () =>
  useApiMutation({
    // Signing in replaces the whole session; nothing cached before it is reused.
    invalidates: [],
    mutationKey: ['auth', 'login'],
    mutationFn: ({ username, password }: { username: string; password: string }) => signIn(username, password),
  });

/** The second step of two-step sign-in (POST /api/login/two-factor/), then the rest of the chain. */
export const useLoginWithCode = () =>
  useApiMutation({
    invalidates: [],
    mutationKey: ['auth', 'login', 'code'],
    mutationFn: (input: { challenge: string; code: string; remember_device: boolean }) => signInWithCode(input),
  });

/**
 * Sign up: POST /api/register/ answers "check your e-mail" whether the address is new or already
 * has an account (issue 25: it never tells which), so it signs nobody in: the person logs in next.
 */
export const useRegister = () =>
  useApiMutation({
    invalidates: [],
    mutationKey: ['auth', 'register'],
    mutationFn: (input: Register) => call(register, { body: input }),
  });

/** POST /api/password-reset/: always answers the same neutral sentence. */
export const useRequestPasswordReset = () =>
  useApiMutation({
    invalidates: [],
    mutationKey: ['auth', 'password-reset'],
    mutationFn: (input: ForgotPassword) => call(requestReset, { body: input }),
  });

/** POST /api/password-reset/confirm/: sets the new password from the e-mailed link. */
export const useConfirmPasswordReset = () =>
  useApiMutation({
    invalidates: [],
    mutationKey: ['auth', 'password-reset-confirm'],
    mutationFn: (input: ResetPassword) => call(confirmReset, { body: input }),
  });
