import { useEffect, useState } from 'react';
import { useI18n } from '../../app/i18n';
import { describeOfflinePage } from '../../app/service-worker';

/**
 * Says plainly when the connection is gone; the game keeps its guesses on the device meanwhile. Hands
 * the service worker the page it shows, in this language, for a page opened anew without a connection.
 */
export function OfflineNotice() {
  const { locale, t } = useI18n();
  const [online, setOnline] = useState(true);
  useEffect(() => {
    describeOfflinePage({
      lang: locale,
      title: t('layout.offlinePage.title'),
      text: t('layout.offlinePage.text'),
      retry: t('layout.offlinePage.retry'),
    });
  }, [locale, t]);
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
