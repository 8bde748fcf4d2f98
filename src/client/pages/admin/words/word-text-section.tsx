import type { AdminWordText } from '../../../../shared/schemas/admin-words.schema';
import { useT } from '../../../app/i18n';
import { ClipStateBadge } from '../components/badges';
import { PlayAudioButton } from './play-audio-button';

/** One spoken text of a word (Canonical, Definition, a sentence): what is said and its clip. */
export function WordTextSection({ title, item }: { title: string; item: AdminWordText }) {
  const t = useT();
  return (
    <section className="word-text card" aria-label={title}>
      <header className="word-text-header">
        <h2>{title}</h2>
        <ClipStateBadge state={item.state} />
        <PlayAudioButton
          url={item.audioUrl}
          disabled={item.state === 'failed'}
          label={t('admin.words.page.playSection', { section: title })}
        />
      </header>
      <dl className="word-text-facts">
        <dt>{t('admin.words.page.text')}</dt>
        <dd className="word-text-body">{item.text}</dd>
        <dt>{t('admin.words.page.textHash')}</dt>
        <dd>
          <code className="hash">{item.textHash}</code>
        </dd>
        <dt>{t('admin.words.page.audioUrl')}</dt>
        <dd>
          <a className="hash" href={item.audioUrl} target="_blank" rel="noreferrer">
            {item.audioUrl}
          </a>
        </dd>
      </dl>
    </section>
  );
}
