import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { SUBMIT_DELAY_MS } from '../../../shared/constants';
import type { Game, Submission } from '../../../shared/schemas/games.schema';
import { useT } from '../../app/i18n';
import { lazyPart } from '../../app/lazy-part';
import { cacheAudioForOffline } from '../../app/service-worker';
import { trpc } from '../../app/trpc';
import { PageSpinner } from '../../components/ui/page-spinner';
import { readCallError } from '../../lib/errors';
import { delay } from '../../lib/storage';
import { GameIntro } from './game-intro';
import { GamePlay } from './game-play';
import { clearProgress, readProgress, writeProgress } from './game-progress';

/**
 * The result, its statistics and its share button: a chunk of their own, which a game's page loads while
 * the words are played (or before hydrating, when the server rendered a result).
 */
const GameResult = lazyPart('src/client/pages/game/game-result.tsx', () =>
  import('./game-result').then((m) => m.GameResult),
);

type Phase = 'intro' | 'playing' | 'submitting' | 'failed' | 'result';

/**
 * The play flow of product §4: intro, Play, the words one by one, then after the last word a 500 ms
 * pause, 'Getting your result.', the submission and the result. Guesses are kept in this browser
 * until they are submitted, so a reload carries on where the player was.
 */
export function GameScreen({
  game,
  daily,
  onSubmitted,
  onProgress,
}: {
  game: Game;
  daily: boolean;
  onSubmitted: (submission: Submission) => void;
  /** Told whether the game is in progress (a word on screen, or the guesses being sent) as that changes. */
  onProgress?: (inProgress: boolean) => void;
}) {
  const t = useT();
  const utils = trpc.useUtils();
  const submit = trpc.games.submit.useMutation();
  const [phase, setPhase] = useState<Phase>('intro');
  const [guesses, setGuesses] = useState<string[]>([]);
  /** The result of this screen's own submission. */
  const [submission, setSubmission] = useState<Submission | null>(null);
  const sending = useRef(false);
  const total = game.words.length;

  const send = useCallback(
    async (all: string[]) => {
      if (sending.current) return;
      sending.current = true;
      setPhase('submitting');
      await delay(SUBMIT_DELAY_MS);
      try {
        const result = await submit.mutateAsync({ gameId: game.id, guesses: all });
        clearProgress(game.id);
        setSubmission(result);
        onSubmitted(result);
        setPhase('result');
      } catch (error) {
        const { status } = readCallError(error);
        if (status === 409) {
          // Already submitted (another tab or device): show the result the server kept.
          const stored = await utils.client.games.byId.query({ gameId: game.id }).catch(() => null);
          if (stored?.submission) {
            clearProgress(game.id);
            setSubmission(stored.submission);
            onSubmitted(stored.submission);
            setPhase('result');
            return;
          }
        }
        console.error(error);
        setPhase('failed');
      } finally {
        sending.current = false;
      }
    },
    [game.id, onSubmitted, submit, utils],
  );

  // Keep the game's audio on the device: a started game goes on through a dropped connection.
  useEffect(() => {
    if (game.submission) return;
    cacheAudioForOffline(
      game.words.flatMap((w) => [w.audioUrls.canonical, w.audioUrls.definition, ...w.audioUrls.sentences]),
    );
  }, [game]);

  useEffect(() => {
    onProgress?.(phase === 'playing' || phase === 'submitting' || phase === 'failed');
  }, [phase, onProgress]);

  // The result's chunk arrives while the words are played.
  useEffect(() => {
    if (phase === 'playing' || phase === 'submitting') GameResult.preload().catch(() => undefined);
  }, [phase]);

  // A game in progress in this browser: carry on from the stored guesses.
  useEffect(() => {
    if (game.submission) return;
    const stored = readProgress(game.id);
    setGuesses(stored);
    if (stored.length >= total) void send(stored);
    // Only when another game is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game.id]);

  const guessesRef = useRef(guesses);
  guessesRef.current = guesses;
  const onGuess = useCallback(
    (guess: string) => {
      const previous = guessesRef.current;
      if (previous.length >= total) return;
      const next = [...previous, guess];
      guessesRef.current = next;
      writeProgress(game.id, next);
      setGuesses(next);
      if (next.length === total) void send(next);
    },
    [game.id, send, total],
  );

  // The offline notice promises the guesses go out once the connection is back: they do.
  useEffect(() => {
    if (phase !== 'failed') return;
    const resend = () => void send(guessesRef.current);
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [phase, send]);

  // Before play, the result the server holds: the game was played before this page (or meanwhile on another
  // device, when the page asked again).
  const result = phase === 'result' ? submission : phase === 'intro' ? game.submission : undefined;
  if (result) {
    return (
      <Suspense fallback={<PageSpinner label={t('game.submitting')} />}>
        <GameResult game={game} submission={result} />
      </Suspense>
    );
  }
  if (phase === 'submitting') return <PageSpinner label={t('game.submitting')} />;
  if (phase === 'failed') {
    return (
      <section className="card game-card game-failed" role="alert">
        <p>{t('game.submitFailed')}</p>
        <button type="button" className="button" onClick={() => void send(guesses)}>
          {t('game.retry')}
        </button>
      </section>
    );
  }
  if (phase === 'playing' && guesses.length < total) {
    const word = game.words[guesses.length]!;
    return <GamePlay word={word} number={guesses.length + 1} total={total} onGuess={onGuess} />;
  }
  return <GameIntro game={game} daily={daily} done={guesses.length} onPlay={() => setPhase('playing')} />;
}
