import { useState } from 'react';
import { useParams } from 'react-router';
import type { AdminWordDetail } from '../../../../shared/schemas/admin-words.schema';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { Alert } from '../../../components/ui/form';
import { Badge } from '../components/badges';
import { PageHeader } from '../components/page-header';
import { WordEditForm } from './word-edit-form';
import { EditorialChecks } from './word-editorial';
import { WordFacts } from './word-facts';
import { WordInsightPanel } from './word-insight';
import { WordRetired } from './word-retired';
import { WordTextSection } from './word-text-section';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy';
import { NoticeRegion } from '../components/notice-region';

/** How often the page asks again while a clip is being made. */
const POLL_MS = 1500;

const clipsOf = (word: AdminWordDetail) => [word.canonical, word.definition, ...word.sentences];
const isMaking = (word: AdminWordDetail | undefined) =>
  !!word && clipsOf(word).some((clip) => clip.state === 'pending');

export function WordPage() {
  const { t, formatDateTime } = useI18n();
  const { wordId = '' } = useParams();
  const utils = trpc.useUtils();
  const [word] = trpc.admin.words.byId.useSuspenseQuery(
    { wordId },
    { refetchInterval: (query) => (isMaking(query.state.data) ? POLL_MS : false) },
  );
  const regenerate = trpc.admin.words.regenerateAudio.useMutation();
  const hydrated = useHydrated();
  useFocusKeptWhileBusy(regenerate.isPending);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function regenerateAll() {
    setNotice(null);
    const done = await regenerate.mutateAsync({ wordId }).then(
      () => true,
      () => false,
    );
    // Said once the page shows the clips being made (see `shownNotice`).
    await utils.admin.words.byId.invalidate({ wordId });
    setNotice(
      done
        ? { kind: 'success', text: t('admin.words.page.regenerated') }
        : { kind: 'error', text: t('admin.words.page.regenerateFailed') },
    );
  }
  // "All clips are being made again" holds while they are: once every clip is ready, it is no longer said.
  const shownNotice = notice?.kind === 'success' && !isMaking(word) ? null : notice;

  const sections = [
    { key: 'canonical', title: t('admin.words.page.sections.canonical'), item: word.canonical },
    { key: 'definition', title: t('admin.words.page.sections.definition'), item: word.definition },
    { key: 'sentence1', title: t('admin.words.page.sections.sentence1'), item: word.sentences[0] },
    { key: 'sentence2', title: t('admin.words.page.sections.sentence2'), item: word.sentences[1] },
  ];
  return (
    <section className="admin-page word-page">
      <PageHeader
        title={word.canonical.text}
        back={{ to: '/admin/words', label: t('admin.words.page.back') }}
        actions={
          <button
            type="button"
            className="button small"
            onClick={() => void regenerateAll()}
            disabled={regenerate.isPending || !hydrated}
          >
            {regenerate.isPending ? t('admin.words.page.regenerating') : t('admin.words.page.regenerate')}
          </button>
        }
      >
        <p className="word-meta">
          <strong>{t('admin.words.page.number', { number: word.number })}</strong>
          <span className="muted">{t('admin.words.page.createdAt', { when: formatDateTime(word.createdAt) })}</span>
          {word.problematic && <Badge tone="bad">{t('admin.words.problematic')}</Badge>}
          {word.retired && <Badge tone="neutral">{t('admin.words.retired')}</Badge>}
        </p>
        <WordFacts word={word} />
      </PageHeader>
      <WordRetired word={word} />
      <NoticeRegion notice={shownNotice}>
        {isMaking(word) && <Alert kind="info">{t('admin.words.page.clipsPending')}</Alert>}
      </NoticeRegion>
      <div className="word-layout">
        <div className="word-texts">
          {sections.map((section) => (
            <WordTextSection key={section.key} title={section.title} item={section.item} />
          ))}
        </div>
        <aside className="word-side">
          <EditorialChecks warnings={word.editorialWarnings} />
          <WordInsightPanel insight={word.insight} difficulty={word.difficulty} />
          <WordEditForm key={word.id} word={word} />
        </aside>
      </div>
    </section>
  );
}
