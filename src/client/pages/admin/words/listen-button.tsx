import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../app/i18n';
import { hasSomethingToSay } from '../../../../shared/schemas/words.schema';
import { trpc } from '../../../app/trpc';
import { SpeakerIcon } from '../../../components/ui/icons';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Says a spoken form as the word's clip would, before it is saved: the server synthesises the field's
 * current value on demand (nothing is stored) and the page plays it, with the phonemes eSpeak spoke.
 */
export function ListenButton({ text, disabled }: { text: string; disabled?: boolean }) {
  const t = useT();
  const preview = trpc.admin.words.previewSpeech.useMutation();
  const audio = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);
  const [state, setState] = useState<'idle' | 'playing' | 'failed'>('idle');
  const [phonemes, setPhonemes] = useState<string | null>(null);
  const hydrated = useHydrated();

  useEffect(
    () => () => {
      audio.current?.pause();
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  async function listen() {
    audio.current?.pause();
    setState('playing');
    try {
      const result = await preview.mutateAsync({ text: text.trim() });
      setPhonemes(result.phonemes);
      const bytes = Uint8Array.from(atob(result.audio), (ch) => ch.charCodeAt(0));
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = URL.createObjectURL(new Blob([bytes], { type: 'audio/mpeg' }));
      const element = new Audio(objectUrl.current);
      audio.current = element;
      element.onended = () => setState('idle');
      element.onerror = () => setState('failed');
      await element.play();
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="listen">
      <button
        type="button"
        className="button small secondary"
        onClick={() => void listen()}
        disabled={disabled || !hydrated || !hasSomethingToSay(text) || state === 'playing'}
        aria-label={t('admin.words.edit.listenLabel')}
        data-testid="listen-spoken-form"
      >
        <SpeakerIcon width={18} height={18} />
        {state === 'playing' ? t('admin.words.edit.listening') : t('admin.words.edit.listen')}
      </button>
      {phonemes && (
        <span className="muted" data-testid="spoken-phonemes">
          {t('admin.words.edit.phonemes', { phonemes })}
        </span>
      )}
      {state === 'failed' && (
        <span className="field-error" role="alert">
          {t('admin.words.edit.listenFailed')}
        </span>
      )}
    </div>
  );
}
