import { useT } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { VerdictRow } from '../../components/spelling/verdict-list';
import { HISTORY_INPUT } from './history-input';
import { useFocusKeptWhileBusy } from '../../lib/use-focus-kept-while-busy';
import '../../app/texts/training';

/** Every answer, newest first, with its verdict and accepted spellings; older pages on demand. */
export function TrainingHistory() {
  const t = useT();
  const [data, query] = trpc.training.history.useSuspenseInfiniteQuery(HISTORY_INPUT, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const items = data.pages.flatMap((page) => page.items);
  useFocusKeptWhileBusy(query.isFetchingNextPage);
  return (
    <section className="training-history" aria-labelledby="training-history-title">
      <h2 id="training-history-title">{t('training.history.title')}</h2>
      {items.length === 0 ? (
        <p className="training-history-empty muted">{t('training.history.empty')}</p>
      ) : (
        <ol className="verdict-list training-history-list" aria-label={t('training.history.label')} reversed>
          {items.map((item) => (
            <li key={item.id}>
              <VerdictRow verdict={{ guess: item.guess, accepted: item.accepted, acceptable: item.word.spellings }} />
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button secondary full"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t('training.history.loadingMore') : t('training.history.more')}
        </button>
      )}
    </section>
  );
}
