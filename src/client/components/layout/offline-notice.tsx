import { useEffect, useState } from 'react';
import { useT } from '../../app/i18n';

/** Says plainly when the connection is gone; the game keeps its guesses on the device meanwhile. */
export function OfflineNotice() {
  const t = useT();
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {t('layout.offline')}
    </div>
  );
}
