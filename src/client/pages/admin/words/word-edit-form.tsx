import { useState, type FormEvent } from 'react';
import type { AdminWord, UpdateWordRequest } from '../../../../shared/schemas/admin-words.schema';
import { UpdateWordSchema } from '../../../../shared/schemas/admin-words.schema';
import { useT } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { ErrorList, Field, TextAreaField } from '../../../components/ui/form';
import { readCallError } from '../../../lib/errors';
import { SpellingsEditor, type VariantDraft } from './spellings-editor';
import { ListenButton } from './listen-button';
import { PartOfSpeechField } from './part-of-speech-field';
import { messagesFromIssues, messagesFromServer, type FieldMessages } from './word-form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy';
import { NoticeRegion } from '../components/notice-region';

function draftOf(word: AdminWord) {
  return {
    canonical: word.canonical.text,
    spokenForm: word.spokenForm ?? '',
    partOfSpeech: word.partOfSpeech ?? '',
    definition: word.definition.text,
    sentence1: word.sentences[0].text,
    sentence2: word.sentences[1].text,
    variants: word.spellings.slice(1).map((s) => ({ text: s.text, tag: s.tag ?? '' })) as VariantDraft[],
  };
}
type Draft = ReturnType<typeof draftOf>;
type TextField = Exclude<keyof Draft, 'variants'>;

/** Only what changed goes to the server, so only the clips whose text changed are made again. */
function changesOf(word: AdminWord, draft: Draft): Omit<UpdateWordRequest, 'wordId'> {
  const before = draftOf(word);
  const changes: Omit<UpdateWordRequest, 'wordId'> = {};
  if (draft.canonical.trim() !== before.canonical) changes.canonical = draft.canonical;
  if (draft.spokenForm.trim() !== before.spokenForm) changes.spokenForm = draft.spokenForm.trim() || null;
  if (draft.partOfSpeech !== before.partOfSpeech) changes.partOfSpeech = draft.partOfSpeech || null;
  if (draft.definition.trim() !== before.definition) changes.definition = draft.definition;
  if (draft.sentence1.trim() !== before.sentence1) changes.sentence1 = draft.sentence1;
  if (draft.sentence2.trim() !== before.sentence2) changes.sentence2 = draft.sentence2;
  const variants = draft.variants.filter((v) => v.text.trim() !== '');
  if (JSON.stringify(variants) !== JSON.stringify(before.variants)) {
    changes.variants = variants.map((v) => ({ text: v.text, tag: v.tag.trim() || null }));
  }
  return changes;
}

export function WordEditForm({ word }: { word: AdminWord }) {
  const t = useT();
  const utils = trpc.useUtils();
  const update = trpc.admin.words.update.useMutation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(word));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<{ kind: 'success' | 'info'; text: string } | null>(null);
  const set = (field: TextField) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const changes = changesOf(word, draft);
    if (Object.keys(changes).length === 0) {
      setNotice({ kind: 'info', text: t('admin.words.edit.nothingChanged') });
      return;
    }
    const parsed = UpdateWordSchema.safeParse({ wordId: word.id, ...changes });
    if (!parsed.success) {
      setErrors(messagesFromIssues(t, parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync(parsed.data);
      utils.admin.words.byId.setData({ wordId: word.id }, saved);
      await utils.admin.words.list.invalidate();
      setDraft(draftOf(saved));
      setNotice({ kind: 'success', text: t('admin.words.edit.saved') });
    } catch (error) {
      setErrors(messagesFromServer(t, readCallError(error)));
    }
  }

  const hydrated = useHydrated();
  const busy = update.isPending || !hydrated;
  useFocusKeptWhileBusy(update.isPending);
  const texts: { field: TextField; label: string; rows: number }[] = [
    { field: 'definition', label: t('admin.words.edit.definition'), rows: 2 },
    { field: 'sentence1', label: t('admin.words.edit.sentence1'), rows: 2 },
    { field: 'sentence2', label: t('admin.words.edit.sentence2'), rows: 2 },
  ];
  return (
    <form
      className="card admin-form word-edit"
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="edit-title"
    >
      <h2 id="edit-title">{t('admin.words.edit.title')}</h2>
      <p className="muted">{t('admin.words.edit.intro')}</p>
      <ErrorList heading={t('admin.form.errorsHeading')} messages={[...new Set(Object.values(errors))]} />
      <div className="form-grid">
        <Field
          id="edit-canonical"
          label={t('admin.words.edit.canonical')}
          value={draft.canonical}
          error={errors.canonical}
          onChange={set('canonical')}
          autoComplete="off"
          spellCheck={false}
          disabled={busy}
        />
        <Field
          id="edit-spoken-form"
          label={t('admin.words.edit.spokenForm')}
          hint={t('admin.words.edit.spokenFormHint')}
          value={draft.spokenForm}
          error={errors.spokenForm}
          onChange={set('spokenForm')}
          autoComplete="off"
          spellCheck={false}
          disabled={busy}
        />
        <ListenButton text={draft.spokenForm.trim() || draft.canonical} disabled={busy} />
        <PartOfSpeechField
          id="edit-part-of-speech"
          label={t('admin.words.edit.partOfSpeech')}
          value={draft.partOfSpeech}
          error={errors.partOfSpeech}
          onChange={(partOfSpeech) => setDraft((current) => ({ ...current, partOfSpeech }))}
          disabled={busy}
        />
      </div>
      <SpellingsEditor
        variants={draft.variants}
        error={Object.entries(errors).find(([field]) => field.startsWith('variants'))?.[1]}
        disabled={busy}
        onChange={(variants) => setDraft((current) => ({ ...current, variants }))}
      />
      {texts.map(({ field, label, rows }) => (
        <TextAreaField
          key={field}
          id={`edit-${field}`}
          label={label}
          rows={rows}
          value={draft[field]}
          error={errors[field]}
          onChange={set(field)}
          disabled={busy}
        />
      ))}
      <NoticeRegion notice={notice} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {update.isPending ? t('admin.words.edit.saving') : t('admin.words.edit.save')}
        </button>
      </div>
    </form>
  );
}
