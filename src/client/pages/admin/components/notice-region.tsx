import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/form';

/** What a staff page says about the last thing done on it. */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  text: string;
}

/**
 * A page's live region: a screen reader announces the notice (and any other alert) that appears in it.
 * It is always there, so the announcement is made, and takes no room while empty (`.live-notice`).
 */
export function NoticeRegion({ notice, children }: { notice: Notice | null; children?: ReactNode }) {
  return (
    <div aria-live="polite" className="live-notice">
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {children}
    </div>
  );
}
