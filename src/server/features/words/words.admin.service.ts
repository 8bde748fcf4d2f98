import {
  splitSearchWords,
  type AdminWord,
  type AdminWordDetail,
  type AdminWordsListQuery,
  type AdminWordSearchResult,
  type AdminWordText,
  type WordInsight,
} from '../../../shared/schemas/admin-words.schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../trpc/errors';
import { audioUrl, requireAudio } from '../audio';
import {
  findAdminWordPage,
  findAdminWordRow,
  findWordIdsBySpelling,
  type AdminWordRow,
} from './words.admin.repository';
import { findBankProblems } from './bank-rules';
import { findWordInsights } from './words.insight';

export async function listAdminWords(deps: AppDeps, input: AdminWordsListQuery): Promise<AdminWord[]> {
  const voice = requireAudio(deps).voice;
  const rows = await findAdminWordPage(deps.db, voice, input);
  const insights = await findWordInsights(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminWord(row, insights.get(row.id)));
}

/**
 * One word for its page, with the editorial checks of its texts (a millisecond or so a word, so the
 * list of 100 leaves them out).
 */
export async function findAdminWord(deps: AppDeps, wordId: string): Promise<AdminWordDetail> {
  const row = await findAdminWordRow(deps.db, requireAudio(deps).voice, wordId);
  if (!row) throw notFound();
  const insights = await findWordInsights(deps.db, [row.id]);
  const editorialWarnings = findBankProblems({
    spelling: row.canonical,
    partOfSpeech: row.partOfSpeech,
    definition: row.definition,
    sentences: [row.sentence1, row.sentence2],
  });
  return { ...toAdminWord(row, insights.get(row.id)), editorialWarnings };
}

/** Each searched word in the order asked, with the word that accepts that spelling when there is one. */
export async function searchWords(deps: AppDeps, q: string): Promise<AdminWordSearchResult[]> {
  const searchWords = splitSearchWords(q);
  const ids = await findWordIdsBySpelling(deps.db, searchWords);
  return searchWords.map((searchWord) => {
    const id = ids.get(searchWord.toLowerCase());
    return id ? { searchWord, hit: { id } } : { searchWord };
  });
}

const NO_INSIGHT: WordInsight = {
  gameAnswers: 0,
  gameCorrect: 0,
  trainingAnswers: 0,
  trainingCorrect: 0,
  correctRate: null,
  misspellings: [],
};

function toAdminWord(row: AdminWordRow, insight: WordInsight = NO_INSIGHT): AdminWord {
  const texts = [row.canonical, row.definition, row.sentence1, row.sentence2];
  const [canonical, definition, sentence1, sentence2] = texts.map((text, slot): AdminWordText => {
    const clip = row.clips[slot];
    // A clip row that does not exist will not be made without a regenerate: show it as failed.
    return {
      text,
      textHash: clip?.hash ?? '',
      audioUrl: audioUrl(clip?.urlKey ?? null),
      state: clip?.state ?? 'failed',
    };
  }) as [AdminWordText, AdminWordText, AdminWordText, AdminWordText];
  return {
    id: row.id,
    number: row.number,
    createdAt: new Date(row.createdAt).toISOString(),
    canonical,
    definition,
    sentences: [sentence1, sentence2],
    spellings: [{ text: row.canonical, tag: null }, ...row.variants.filter((v) => v.text !== row.canonical)],
    spokenForm: row.spokenForm,
    partOfSpeech: row.partOfSpeech,
    soundsLike: row.soundsLike,
    retired: row.retired,
    difficulty: row.difficulty,
    problematic: row.problematic,
    insight,
  };
}
