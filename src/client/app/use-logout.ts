import { startTransition } from 'react';
import { useNavigate } from 'react-router';
import { keepLogoutForServer } from './kept-logout';
import { readStoredSession, useSession } from './session';
import { trpc } from './trpc';
import { useUi } from './ui-state';

/**
 * Logging out (product §9): the server ends the session and clears its cookie; whatever it answers, the
 * browser forgets the session, closes the panels, drops what it fetched as that account and goes to /login.
 * The drawer's Logout button and the staff sessions page (ending one's own session) both use it.
 * Offline too: the call is made at once rather than paused until the connection is back, and a call
 * that fails is kept for the server twice over: by the service worker (public/sw.js), and in a cookie
 * the next request to the site carries, for a page no worker controls.
 */
export function useLogout() {
  const session = useSession();
  const ui = useUi();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  return trpc.auth.logout.useMutation({
    networkMode: 'always',
    onError: () => {
      const bearer = readStoredSession()?.id;
      if (bearer) keepLogoutForServer(bearer);
    },
    onSettled: () => {
      // To /login in the same render as the session ends, one transition for both (the router moves in a
      // transition): a page of the logged-in layout that saw the session end first would send the visitor
      // to log in and back to it (`/login?next=/training`), and the next person on the device would land
      // on this player's page.
      startTransition(() => {
        void navigate('/login', { replace: true });
        session.forget();
      });
      ui.closeOverlays();
      void utils.invalidate();
    },
  });
}
