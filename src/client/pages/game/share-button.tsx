import { useEffect, useState } from 'react';
import type { Submission } from '../../../shared/schemas/games.schema';
import { useT } from '../../app/i18n';
import { Icon, type IconProps } from '../../components/ui/icons';
import { buildShareText } from './share-text';
import '../../app/texts/result';

const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
  </Icon>
);

type ShareState = 'idle' | 'copied' | 'failed';

/** Phones (touch screens with the Web Share API) open the share sheet; elsewhere the text is copied. */
function usesShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export function ShareButton({ submission }: { submission: Submission }) {
  const t = useT();
  const [state, setState] = useState<ShareState>('idle');
  const text = buildShareText(submission, t('common.appName'));

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function share() {
    if (usesShareSheet()) {
      try {
        await navigator.share({ text });
        return;
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') return; // the player closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="share">
      <button type="button" className="button share-button" onClick={() => void share()}>
        <ShareIcon />
        {t('result.share.button')}
      </button>
      <p className="share-status" role="status">
        {state === 'copied' ? t('result.share.copied') : ''}
      </p>
      {state === 'failed' && (
        <div className="share-fallback">
          <p>{t('result.share.failed')}</p>
          <textarea readOnly value={text} rows={2} aria-label={t('result.share.button')} />
        </div>
      )}
    </div>
  );
}
