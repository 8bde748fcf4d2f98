import { z } from 'zod';
import { ADMIN_WORDS_PAGE_SIZE } from '../constants';
import {
  DefinitionSchema,
  SPELLING_MESSAGES,
  SPELLING_TAG_MAX_LENGTH,
  SPOKEN_FORM_MAX_LENGTH,
  SentenceSchema,
  SpellingSchema,
  containsSpelling,
} from './words.schema';
import { WordIdSchema } from './ids.schema';

/** Query strings send '' for an empty field: the same as leaving it out. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** `?problematic=true` from a query string, or a boolean from the browser. */
const QueryBooleanSchema = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : blankToUndefined(value),
  z.boolean().optional(),
);

/** The admin word list: keyset paging by canonical text; `limit` defaults to and is capped at 100 (spec §9). */
export const AdminWordsListSchema = z
  .object({
    after: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(200).optional()),
    limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).optional()),
    problematic: QueryBooleanSchema,
  })
  .default({});
export type AdminWordsListInput = z.input<typeof AdminWordsListSchema>;

export function capWordsLimit(limit: number | undefined): number {
  return Math.min(limit ?? ADMIN_WORDS_PAGE_SIZE, ADMIN_WORDS_PAGE_SIZE);
}

/** The most words one search asks about. */
export const SEARCH_MAX_WORDS = 100;

/** `q` is a comma- or space-separated list of words, answered in the order asked. */
export const AdminWordsSearchSchema = z.object({ q: z.string().max(4000).default('') });

export function splitSearchWords(q: string): string[] {
  return q
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS);
}

/** Both sentences must hold the spelling (checked on the client form and in the procedure alike). */
function requireSentencesWithWord(
  value: { spelling: string; sentence1: string; sentence2: string },
  ctx: z.RefinementCtx,
): void {
  if (!/^[a-z]+$/.test(value.spelling)) return; // the spelling's own error says it all
  for (const field of ['sentence1', 'sentence2'] as const) {
    if (!containsSpelling(value[field], value.spelling)) {
      ctx.addIssue({ code: 'custom', path: [field], message: SPELLING_MESSAGES.sentenceWithoutWord });
    }
  }
}

export const CreateWordSchema = z
  .object({
    spelling: SpellingSchema,
    definition: DefinitionSchema,
    sentence1: SentenceSchema,
    sentence2: SentenceSchema,
  })
  .superRefine(requireSentencesWithWord);
export type CreateWordInput = z.infer<typeof CreateWordSchema>;

export const GenerateWordSchema = z.object({
  word: z.string().trim().toLowerCase().min(1, SPELLING_MESSAGES.empty).max(60),
});

/** One word of the bank (a malformed id is an unknown word: 404). */
export const WordInputSchema = z.object({ wordId: WordIdSchema });

export const SpellingVariantSchema = z.object({
  text: SpellingSchema,
  tag: z.preprocess(blankToUndefined, z.string().trim().max(SPELLING_TAG_MAX_LENGTH).nullable().optional()),
});

/** Partial update; the service checks the merged word (sentences must still hold the canonical spelling). */
export const UpdateWordSchema = z.object({
  wordId: WordIdSchema,
  canonical: SpellingSchema.optional(),
  variants: z.array(SpellingVariantSchema).max(10).optional(),
  /** A respelling the synthesiser says right; '' or null clears it. */
  spokenForm: z.string().trim().max(SPOKEN_FORM_MAX_LENGTH).nullable().optional(),
  definition: DefinitionSchema.optional(),
  sentence1: SentenceSchema.optional(),
  sentence2: SentenceSchema.optional(),
});
export type UpdateWordInput = z.infer<typeof UpdateWordSchema>;

export type ClipState = 'pending' | 'ready' | 'failed';

/** One spoken text of a word: what is said, its clip's identity and where to hear it. */
export interface AdminWordText {
  text: string;
  textHash: string;
  audioUrl: string;
  state: ClipState;
}

export interface WordInsight {
  gameAnswers: number;
  gameCorrect: number;
  trainingAnswers: number;
  trainingCorrect: number;
  /** Correct answers over all answers, 0..1; null before anyone answered. */
  correctRate: number | null;
  misspellings: { guess: string; count: number }[];
}

export interface AdminWord {
  id: string;
  number: number;
  createdAt: string;
  canonical: AdminWordText;
  definition: AdminWordText;
  sentences: [AdminWordText, AdminWordText];
  /** Every accepted spelling, the canonical one first (tag null unless e.g. 'US' or 'UK'). */
  spellings: { text: string; tag: string | null }[];
  spokenForm: string | null;
  difficulty: number;
  /** A clip is missing, failed, or made with another voice than the current one. */
  problematic: boolean;
  insight: WordInsight;
}

export interface AdminWordSearchResult {
  searchWord: string;
  hit?: { id: string };
}
