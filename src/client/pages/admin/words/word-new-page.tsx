import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FORM_DELAY_MS } from '../../../../shared/constants';
import { CreateWordSchema, type GeneratedField } from '../../../../shared/schemas/admin-words.schema';
import { useT } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { ErrorList, Field, TextAreaField } from '../../../components/ui/form';
import { readCallError } from '../../../lib/errors';
import { delay } from '../../../lib/storage';
import { PageHeader } from '../components/page-header';
import { PartOfSpeechField } from './part-of-speech-field';
import { messagesFromIssues, messagesFromServer, type FieldMessages } from './word-form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy';
import { NoticeRegion } from '../components/notice-region';

const EMPTY = { spelling: '', partOfSpeech: '', definition: '', sentence1: '', sentence2: '' };
type Values = typeof EMPTY;

export function WordNewPage() {
  const t = useT();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.admin.words.create.useMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  /** What the generator could not write, for staff to: a hint stays beside each until it is filled. */
  const [missing, setMissing] = useState<GeneratedField[]>([]);
  const missingHint = (field: GeneratedField, hint: string) =>
    missing.includes(field) && values[field].trim() === '' ? (
      <>
        <strong className="hint-missing">{hint}</strong>{' '}
      </>
    ) : null;
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  /** Fills the part of speech, Definition and both sentences from the generator for the spelling typed. */
  async function generate() {
    setNotice(null);
    const word = values.spelling.trim().toLowerCase();
    if (!word) {
      setErrors({ spelling: t('admin.words.create.needSpelling') });
      return;
    }
    // The last submission's errors are about fields the generator is about to fill: they go, whatever it finds.
    setErrors({});
    setGenerating(true);
    try {
      const { result } = await utils.admin.words.generate.fetch({ word }, { staleTime: 0, retry: false });
      setValues((current) => ({
        ...current,
        partOfSpeech: result.partOfSpeech,
        definition: result.definition,
        sentence1: result.sentences[0],
        sentence2: result.sentences[1],
      }));
      setMissing(result.missing);
      setNotice({
        kind: 'info',
        text: t(result.missing.length > 0 ? 'admin.words.create.generatedPartly' : 'admin.words.create.generated'),
      });
    } catch {
      setNotice({ kind: 'error', text: t('admin.words.create.generateFailed') });
    } finally {
      setGenerating(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = CreateWordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(messagesFromIssues(t, parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    await delay(FORM_DELAY_MS);
    try {
      const { id } = await create.mutateAsync(parsed.data);
      await utils.admin.words.list.invalidate();
      void navigate(`/admin/words/${id}`);
    } catch (error) {
      setErrors(messagesFromServer(t, readCallError(error)));
      setBusy(false);
    }
  }

  const hydrated = useHydrated();
  const locked = busy || generating || !hydrated;
  useFocusKeptWhileBusy(busy || generating);
  return (
    <section className="admin-page">
      <PageHeader
        title={t('admin.words.create.title')}
        intro={t('admin.words.create.intro')}
        back={{ to: '/admin/words', label: t('admin.words.create.back') }}
      />
      <form className="card admin-form wide" method="post" onSubmit={onSubmit} noValidate>
        <ErrorList heading={t('admin.form.errorsHeading')} messages={[...new Set(Object.values(errors))]} />
        <div className="spelling-row">
          <Field
            id="spelling"
            label={t('admin.words.create.spelling')}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            required
            value={values.spelling}
            error={errors.spelling}
            onChange={set('spelling')}
            disabled={locked}
          />
          <button type="button" className="button secondary" onClick={() => void generate()} disabled={locked}>
            {generating ? t('admin.words.create.generating') : t('admin.words.create.generate')}
          </button>
        </div>
        <NoticeRegion notice={notice} />
        <PartOfSpeechField
          id="partOfSpeech"
          label={t('admin.words.create.partOfSpeech')}
          value={values.partOfSpeech}
          error={errors.partOfSpeech}
          onChange={(partOfSpeech) => setValues((current) => ({ ...current, partOfSpeech }))}
          disabled={locked}
        />
        <TextAreaField
          id="definition"
          label={t('admin.words.create.definition')}
          hint={missingHint('definition', t('admin.words.create.noDefinition'))}
          rows={2}
          value={values.definition}
          error={errors.definition}
          onChange={set('definition')}
          disabled={locked}
        />
        {(['sentence1', 'sentence2'] as const).map((field) => (
          <TextAreaField
            key={field}
            id={field}
            label={t(`admin.words.create.${field}`)}
            hint={
              <>
                {missingHint(field, t('admin.words.create.noExample'))}
                {t('admin.words.create.sentenceHint')}
              </>
            }
            rows={2}
            value={values[field]}
            error={errors[field]}
            onChange={set(field)}
            disabled={locked}
          />
        ))}
        <div className="button-row">
          <button type="submit" className="button" disabled={locked}>
            {busy ? t('admin.words.create.busy') : t('admin.words.create.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
