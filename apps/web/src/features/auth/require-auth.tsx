import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isLoggedIn } from '../../lib/auth-token';
import { signupHref } from '../../lib/next-path';
import { clearSession, isSessionExpired, useCurrentPlayer } from '../../lib/session';

/**
 * Guards the logged-in routes (spec 1 §2): without a token a visit goes to /signup, except
 * /clubs, which goes to the clubs section of the home page. A token the server no longer
 * accepts (expired, or revoked by a password reset) ends the session the same way. The page
 * asked for rides along as `?next=`, so logging in or signing up lands on it (a club's
 * invitation link, /matches?invite=…, survives signing up).
 */
export default function RequireAuth() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const player = useCurrentPlayer();
  const expired = isSessionExpired(player.error);

  useEffect(() => {
    if (expired) clearSession(queryClient);
  }, [expired, queryClient]);

  if (!isLoggedIn() || expired) {
    return (
      <Navigate
        to={pathname.replace(/\/+$/, '') === '/clubs' ? '/#clubs' : signupHref(`${pathname}${search}`)}
        replace
      />
    );
  }
  return <Outlet />;
}
