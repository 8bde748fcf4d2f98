import { useCallback, useRef, useState } from 'react';
import type { TrainingHistoryItem, TrainingResult } from '../../../shared/schemas/training.schema';
import { useT } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { readCallError } from '../../lib/errors';
import { HISTORY_INPUT } from './history-input';
import '../../app/texts/training';

export type TrainingPhase = 'typing' | 'sending' | 'offline' | 'next' | 'nextFailed';

/**
 * One round of training (product §8): the current word; a guess is sent, its result goes to the top of the
 * history, the summary refreshes and the next word is fetched. Typing waits until the next word is here.
 * Offline, the guess (or the next word) waits and goes out once the connection is back; a guess the server
 * could not check is kept, to be sent again with Try again (product §13).
 */
export function useTraining() {
  const t = useT();
  const utils = trpc.useUtils();
  const [word, wordQuery] = trpc.training.next.useSuspenseQuery();
  const guess = trpc.training.guess.useMutation();
  const [last, setLast] = useState<TrainingResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [answeredId, setAnsweredId] = useState<string | null>(null);
  const [failedGuess, setFailedGuess] = useState<string | null>(null);
  const busy = useRef(false);

  const waitingForNext = word !== null && word.id === answeredId;
  let phase: TrainingPhase = 'typing';
  if (guess.isPending) phase = guess.isPaused ? 'offline' : 'sending';
  else if (waitingForNext) {
    if (wordQuery.isError) phase = 'nextFailed';
    else phase = wordQuery.fetchStatus === 'paused' ? 'offline' : 'next';
  }

  const prepend = useCallback(
    (result: TrainingResult) => {
      const item: TrainingHistoryItem = {
        id: result.attempt.id,
        guess: result.guess,
        accepted: result.accepted,
        createdAt: result.attempt.createdAt,
        word: result.word,
      };
      utils.training.history.setInfiniteData(HISTORY_INPUT, (data) => {
        if (!data) return data;
        const [first, ...rest] = data.pages;
        const top = first ? { ...first, items: [item, ...first.items] } : { items: [item], nextCursor: null };
        return { ...data, pages: [top, ...rest] };
      });
    },
    [utils],
  );

  const submit = useCallback(
    async (text: string) => {
      if (!word || busy.current) return;
      busy.current = true;
      setFailedGuess(null);
      setAnsweredId(word.id);
      let fetchNext = true;
      try {
        const result = await guess.mutateAsync({ wordId: word.id, guess: text });
        setLast(result);
        const spelling = result.word.spellings[0] ?? '';
        setAnnouncement(
          result.accepted
            ? t('training.announce.accepted', { guess: result.guess })
            : t('training.announce.notAccepted', { guess: result.guess.split('').join(' '), spelling }),
        );
        prepend(result);
        void utils.training.summary.invalidate();
      } catch (error) {
        // 400: the word is no longer this player's current word (answered in another tab): a fresh one comes.
        if (readCallError(error).status !== 400) {
          console.error(error); // product §13: other failures are logged, and the guess is kept for Try again
          setFailedGuess(text);
          setAnsweredId(null);
          fetchNext = false;
        }
      } finally {
        if (fetchNext) await utils.training.next.invalidate();
        busy.current = false;
      }
    },
    [word, guess, t, utils, prepend],
  );

  const failed = failedGuess !== null || phase === 'nextFailed';
  /** Try again: the guess the server could not check, else the next word that did not come. */
  const retry = useCallback(() => {
    if (failedGuess !== null) void submit(failedGuess);
    else void wordQuery.refetch();
  }, [failedGuess, submit, wordQuery]);

  return { word, phase, last, announcement, failed, submit, retry };
}
