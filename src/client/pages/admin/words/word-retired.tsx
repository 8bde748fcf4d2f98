import { useState } from 'react';
import { UpdateWordSchema, type AdminWord } from '../../../../shared/schemas/admin-words.schema';
import { useT } from '../../../app/i18n';
import { trpc } from '../../../app/trpc';
import { useHydrated } from '../../../lib/use-hydrated';
import { useFocusKeptWhileBusy } from '../../../lib/use-focus-kept-while-busy';
import { NoticeRegion, type Notice } from '../components/notice-region';

/** A retired word says so, and staff can bring it back into new games and training. */
export function WordRetired({ word }: { word: AdminWord }) {
  const t = useT();
  const utils = trpc.useUtils();
  const update = trpc.admin.words.update.useMutation();
  const hydrated = useHydrated();
  useFocusKeptWhileBusy(update.isPending);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function bringBack() {
    setNotice(null);
    try {
      const saved = await update.mutateAsync(UpdateWordSchema.parse({ wordId: word.id, retired: false }));
      utils.admin.words.byId.setData({ wordId: word.id }, saved);
      await utils.admin.words.list.invalidate();
      setNotice({ kind: 'success', text: t('admin.words.page.broughtBack') });
    } catch {
      setNotice({ kind: 'error', text: t('admin.words.page.bringBackFailed') });
    }
  }

  return (
    <>
      <NoticeRegion notice={notice} />
      {word.retired && (
        <div className="word-retired" role="group" aria-label={t('admin.words.retired')}>
          <p>{t('admin.words.page.retiredNote')}</p>
          <button
            type="button"
            className="button small secondary"
            onClick={() => void bringBack()}
            disabled={update.isPending || !hydrated}
          >
            {update.isPending ? t('admin.words.page.bringingBack') : t('admin.words.page.bringBack')}
          </button>
        </div>
      )}
    </>
  );
}
