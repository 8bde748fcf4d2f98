import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../app/i18n';
import { SpeakerIcon } from '../../../components/ui/icons';
import { useHydrated } from '../../../lib/use-hydrated';

/** Plays one clip; says so while it plays, and says when it cannot. */
export function PlayAudioButton({ url, disabled, label }: { url: string; disabled?: boolean; label: string }) {
  const t = useT();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<'idle' | 'playing' | 'failed'>('idle');
  const hydrated = useHydrated();

  useEffect(() => () => audio.current?.pause(), []);

  function play() {
    audio.current?.pause();
    const element = new Audio(url);
    audio.current = element;
    element.onended = () => setState('idle');
    element.onerror = () => setState('failed');
    setState('playing');
    element.play().catch(() => setState('failed'));
  }

  return (
    <span className="play-audio">
      <button
        type="button"
        className="button small secondary"
        onClick={play}
        disabled={disabled || !url || !hydrated}
        aria-label={label}
      >
        <SpeakerIcon width={18} height={18} />
        {state === 'playing' ? t('admin.words.page.playing') : t('admin.words.page.play')}
      </button>
      {state === 'failed' && (
        <span className="field-error" role="alert">
          {t('admin.words.page.playFailed')}
        </span>
      )}
    </span>
  );
}
