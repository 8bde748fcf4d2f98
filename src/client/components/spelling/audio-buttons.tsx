import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
import type { PlayerWord } from '../../../shared/schemas/words.schema';
import { useT } from '../../app/i18n';
import { useUi } from '../../app/ui-state';
import { readStorage, writeStorage } from '../../lib/storage';
import { BookIcon, QuoteIcon, SpeakerIcon } from '../ui/icons';
import { CLIP_SHORTCUTS, CLUE_SHORTCUTS, type ClueKind } from './clip-shortcuts';

export type ClipKind = ClueKind | 'slower';
const SLOW_RATE = 0.75;
const VOLUME_KEY = 'audioVolume';
const RETRY_MS = 2000;

/** Each clue button's icon; its order, letter and name come from the shortcut map. */
const ICONS: Record<ClueKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  word: SpeakerIcon,
  definition: BookIcon,
  sentence: QuoteIcon,
};
const BUTTONS = CLUE_SHORTCUTS.map(({ kind, ariaKeys }) => ({ kind, ariaKeys, Icon: ICONS[kind] }));

export interface AudioButtonsProps {
  word: PlayerWord;
  /** Play the word as soon as a (new) word appears (default true). */
  autoPlay?: boolean;
  /** Listen for the clue shortcuts, Ctrl and a letter of `CLIP_SHORTCUTS` (default true). */
  shortcuts?: boolean;
}

/** Plays; a refused autoplay (before any click) or an interrupted clip is not an error to show. */
function startPlaying(audio: HTMLAudioElement, onRefused: () => void): void {
  audio.play().catch((error: unknown) => {
    const name = error instanceof Error ? error.name : '';
    // AbortError: a newer clip took over. NotSupportedError: the load failed (the error event handles it).
    if (name === 'NotAllowedError') onRefused();
  });
}

function readVolume(): number {
  const stored = Number(readStorage(VOLUME_KEY));
  return readStorage(VOLUME_KEY) !== null && stored >= 0 && stored <= 1 ? stored : 1;
}

/**
 * Word, Definition and Sentence buttons over one audio element. While a clip plays every audio button,
 * and its shortcut, is disabled (product §6); Sentence alternates between the two sentences and starts
 * again at the first on a new word; Word plays by itself when a word appears. Also: a slower (0.75×)
 * replay and a remembered volume.
 */
export function AudioButtons({ word, autoPlay = true, shortcuts = true }: AudioButtonsProps) {
  const t = useT();
  const ui = useUi();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<ClipKind | null>(null);
  const [sentenceIndex, setSentenceIndex] = useState(0);
  const sentenceRef = useRef(0);
  const [failed, setFailed] = useState(false);
  const [volume, setVolume] = useState(1);
  const retried = useRef(false);
  const slowerHintId = useId();

  useEffect(() => setVolume(readVolume()), []);

  const play = useCallback(
    (kind: ClipKind) => {
      const audio = audioRef.current;
      if (!audio) return;
      let url = word.audioUrls.canonical;
      if (kind === 'definition') url = word.audioUrls.definition;
      if (kind === 'sentence') {
        url = word.audioUrls.sentences[sentenceRef.current] ?? '';
        sentenceRef.current = (sentenceRef.current + 1) % word.audioUrls.sentences.length;
        setSentenceIndex(sentenceRef.current);
      }
      audio.pause();
      if (!url) {
        setPlaying(null);
        setFailed(true);
        return;
      }
      audio.src = url;
      // The default rate too: a reload of the clip (the retry below) keeps the slower speed.
      audio.defaultPlaybackRate = kind === 'slower' ? SLOW_RATE : 1;
      audio.playbackRate = audio.defaultPlaybackRate;
      audio.preservesPitch = true;
      setPlaying(kind);
      setFailed(false);
      retried.current = false;
      startPlaying(audio, () => setPlaying((current) => (current === kind ? null : current)));
    },
    [word],
  );

  // A new word: stop what plays, start the sentences over, and say the word.
  useEffect(() => {
    sentenceRef.current = 0;
    setSentenceIndex(0);
    setFailed(false);
    if (autoPlay) play('word');
    else audioRef.current?.pause();
    // Only when the word itself changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [word.id]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  // What plays as of the last render: a listener bound by an effect would still hold the clip that just
  // ended until the effects after that render ran, and ignore a shortcut pressed meanwhile.
  const playingRef = useRef(playing);
  playingRef.current = playing;
  const blocked = !shortcuts || ui.drawerOpen || ui.helpOpen;
  useEffect(() => {
    if (blocked) return;
    function onKeyDown(event: KeyboardEvent) {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      const kind = CLIP_SHORTCUTS[event.key.toLowerCase()];
      if (!kind) return;
      event.preventDefault(); // Ctrl+D and Ctrl+S would bookmark and save the page
      if (!playingRef.current) play(kind);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [blocked, play]);

  const stopped = () => setPlaying(null);
  // A clip still being made answers 503 for a moment: try once more before saying it is unavailable.
  const onAudioError = () => {
    const audio = audioRef.current;
    if (!audio || retried.current) {
      setPlaying(null);
      setFailed(true);
      return;
    }
    retried.current = true;
    const src = audio.src;
    setTimeout(() => {
      if (audio.src !== src) return;
      audio.load();
      startPlaying(audio, stopped);
    }, RETRY_MS);
  };
  const busy = playing !== null;
  const sentenceCount = word.audioUrls.sentences.length;
  // While a sentence plays, its own number; otherwise the number of the one the button plays next.
  const shownSentence = playing === 'sentence' ? (sentenceIndex + sentenceCount - 1) % sentenceCount : sentenceIndex;

  return (
    <div className="audio-buttons">
      <div className="audio-buttons-row" role="group" aria-label={t('spelling.audio.group')}>
        {BUTTONS.map(({ kind, ariaKeys, Icon }) => (
          <button
            key={kind}
            type="button"
            className="audio-button"
            data-playing={playing === kind || undefined}
            aria-disabled={busy}
            aria-keyshortcuts={ariaKeys}
            onClick={() => !busy && play(kind)}
          >
            <Icon className="audio-button-icon" />
            <span className="audio-button-label">{t(`spelling.audio.${kind}`)}</span>
            {kind === 'sentence' && (
              <span className="audio-button-sub">
                {t('spelling.audio.sentenceNumber', { number: shownSentence + 1, count: sentenceCount })}
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="audio-extras">
        <button
          type="button"
          className="button secondary small audio-slower"
          data-playing={playing === 'slower' || undefined}
          aria-disabled={busy}
          aria-describedby={slowerHintId}
          onClick={() => !busy && play('slower')}
        >
          {t('spelling.audio.slower')}
        </button>
        {/* The name is the visible word (voice control); the longer text describes it. */}
        <span id={slowerHintId} className="visually-hidden">
          {t('spelling.audio.slowerLabel')}
        </span>
        <label className="audio-volume">
          <SpeakerIcon className="audio-volume-icon" />
          <span className="visually-hidden">{t('spelling.audio.volume')}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.1}
            value={volume}
            onChange={(event) => {
              const next = Number(event.target.value);
              setVolume(next);
              writeStorage(VOLUME_KEY, String(next));
            }}
          />
        </label>
      </div>
      <p className="audio-status" role="status">
        {failed ? t('spelling.audio.unavailable') : ''}
      </p>
      <audio ref={audioRef} preload="none" data-testid="spelling-audio" onEnded={stopped} onError={onAudioError} />
    </div>
  );
}
