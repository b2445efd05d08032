import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isLoggedIn } from '../../lib/auth-token';
import { clearSession, isSessionExpired, useCurrentPlayer } from '../../lib/session';

/**
 * Guards the logged-in routes (spec 1 §2): without a token a visit goes to /signup, except
 * /clubs, which goes to the clubs section of the home page. A token the server no longer
 * accepts (expired, or revoked by a password reset) ends the session the same way.
 */
export default function RequireAuth() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const player = useCurrentPlayer();
  const expired = isSessionExpired(player.error);

  useEffect(() => {
    if (expired) clearSession(queryClient);
  }, [expired, queryClient]);

  if (!isLoggedIn() || expired) {
    return <Navigate to={pathname.replace(/\/+$/, '') === '/clubs' ? '/#clubs' : '/signup'} replace />;
  }
  return <Outlet />;
}
