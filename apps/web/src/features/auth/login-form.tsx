import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginSchema, managedClubsOf, type Login } from '@rally/domain';
import { zodFormResolver } from '../../components/form-helpers';
import { TextInputField } from '../../components/text-input';
import { MessageText } from '../../components/message-text';
import { Link, useNavigate } from 'react-router';
import { useLogin } from './auth-api';
import { CodeStep } from './code-step';
import type { CurrentPlayer } from '../../lib/session';
import { useState } from 'react';

/** The spec's one message for any failure of the sign-in chain (spec 1 §8). */
export const LOGIN_FAILED = 'Login failed, please try again';

/**
 * The log-in box: e-mail and password, then the sign-in chain; then a manager or coach goes to their
 * club's dashboard (the area they last used, or the first their role opens), a player to /clubs;
 * `next` (from /signup?next=) overrides both.
 */
export function LoginForm({ next = null }: { next?: string | null }) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<Login>({
    initialValues: { username: '', password: '' },
    validate: zodFormResolver(loginSchema),
    validateInputOnBlur: true,
  });

  // An account with two-step sign-in answers a challenge: the code is asked for next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const signedIn = (player: CurrentPlayer) =>
    navigate(next ?? (managedClubsOf(player).length ? '/clubs/dashboard' : '/clubs'));

  const submit = form.onSubmit((values) => {
    const input = loginSchema.parse(values);
    login.mutate(input, {
      onSuccess: (answer) => ('challenge' in answer ? setChallenge(answer.challenge) : signedIn(answer)),
    });
  });

  if (challenge) return <CodeStep challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />;

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack gap="md">
        {login.isError && <MessageText kind="error">{LOGIN_FAILED}</MessageText>}
        <TextInputField
          label="Email"
          required
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <TextInputField
          type="password"
          label="Password"
          required
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Anchor component={Link} to="/forgotpassword" size="sm">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={login.isPending}>
            Log in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
