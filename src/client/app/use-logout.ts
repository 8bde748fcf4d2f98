import { useNavigate } from 'react-router';
import { useSession } from './session';
import { trpc } from './trpc';
import { useUi } from './ui-state';

/**
 * Logging out (product §9): the server ends the session and clears its cookie; whatever it answers, the
 * browser forgets the session, closes the panels, drops what it fetched as that account and goes to /login.
 * The drawer's Logout button and the staff sessions page (ending one's own session) both use it.
 * Offline too: the call is made at once rather than paused until the connection is back, and the
 * service worker keeps it for the server (public/sw.js).
 */
export function useLogout() {
  const session = useSession();
  const ui = useUi();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  return trpc.auth.logout.useMutation({
    networkMode: 'always',
    onSettled: () => {
      session.forget();
      ui.closeOverlays();
      void utils.invalidate();
      void navigate('/login', { replace: true });
    },
  });
}
