import { z } from 'zod';
import { ADMIN_WORDS_PAGE_SIZE } from '../constants';
import {
  DefinitionSchema,
  PARTS_OF_SPEECH,
  SPELLING_MESSAGES,
  SPELLING_TAG_MAX_LENGTH,
  SPOKEN_FORM_MAX_LENGTH,
  SentenceSchema,
  SpellingSchema,
  SpokenFormSchema,
  containsSpelling,
  hasSomethingToSay,
  type PartOfSpeech,
} from './words.schema';
import { blankToUndefined, pageLimitSchema } from './common.schema';
import { WordIdSchema } from './ids.schema';

/** `?problematic=true` from a query string, or a boolean from the browser. */
const QueryBooleanSchema = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : blankToUndefined(value),
  z.boolean().optional(),
);

/** The admin word list: keyset paging by canonical text; `limit` defaults to and is capped at 100 (product §17). */
export const AdminWordsListSchema = z
  .object({
    after: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(200).optional()),
    limit: pageLimitSchema(ADMIN_WORDS_PAGE_SIZE),
    problematic: QueryBooleanSchema,
  })
  .prefault({});
export type AdminWordsListQuery = z.output<typeof AdminWordsListSchema>;

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

/** One of PARTS_OF_SPEECH; a form's "none" ('') is no part of speech. */
const PartOfSpeechInputSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(PARTS_OF_SPEECH, { message: SPELLING_MESSAGES.partOfSpeech }).nullable(),
);

export const CreateWordSchema = z
  .object({
    spelling: SpellingSchema,
    definition: DefinitionSchema,
    sentence1: SentenceSchema,
    sentence2: SentenceSchema,
    /** Optional: the REST body `{spelling, definition, sentence1, sentence2}` stays enough. */
    partOfSpeech: PartOfSpeechInputSchema.optional(),
  })
  .superRefine(requireSentencesWithWord);
export type CreateWordInput = z.infer<typeof CreateWordSchema>;

export const GenerateWordSchema = z.object({
  word: z.string().trim().toLowerCase().min(1, SPELLING_MESSAGES.empty).max(60),
});

/** The texts "Auto-generate the Rest" may leave empty, for staff to write. */
export type GeneratedField = 'definition' | 'sentence1' | 'sentence2';

/** What "Auto-generate the Rest" offers: one sense's definition, part of speech and examples. */
export interface GeneratedWord {
  /** '' when no definition of the word's common senses is free of the word and long enough. */
  definition: string;
  /** '' for each sentence no example of the defined sense could give. */
  sentences: [string, string];
  partOfSpeech: PartOfSpeech;
  /** The fields left empty. */
  missing: GeneratedField[];
}

/** One word of the bank (a malformed id is an unknown word: 404). */
export const WordInputSchema = z.object({ wordId: WordIdSchema });

export const SpellingVariantSchema = z.object({
  text: SpellingSchema,
  tag: z.preprocess(blankToUndefined, z.string().trim().max(SPELLING_TAG_MAX_LENGTH).nullable().optional()),
});

/** What the voice would say, heard on demand before it is saved (a spoken form, or the spelling). */
export const PreviewSpeechSchema = z.object({
  text: z.string().trim().max(SPOKEN_FORM_MAX_LENGTH).refine(hasSomethingToSay, SPELLING_MESSAGES.nothingToSay),
});

/** The clip as MP3 in base64, and the phonemes eSpeak spoke (null for another engine). */
export interface SpeechPreview {
  audio: string;
  phonemes: string | null;
}

/** Partial update; the service checks the merged word (sentences must still hold the canonical spelling). */
export const UpdateWordSchema = z.object({
  wordId: WordIdSchema,
  canonical: SpellingSchema.optional(),
  variants: z.array(SpellingVariantSchema).max(10).optional(),
  /** A respelling the synthesiser says right; '' or null clears it. */
  spokenForm: SpokenFormSchema.nullable().optional(),
  definition: DefinitionSchema.optional(),
  sentence1: SentenceSchema.optional(),
  sentence2: SentenceSchema.optional(),
  /** null (or '') clears it. */
  partOfSpeech: PartOfSpeechInputSchema.optional(),
  /** true leaves the word out of new games and training; false brings it back. */
  retired: z.boolean().optional(),
});
export type UpdateWordInput = z.infer<typeof UpdateWordSchema>;
/** What a form may send, before the schema checks it (a part of speech is any string until then). */
export type UpdateWordRequest = z.input<typeof UpdateWordSchema>;

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

/** A rule of the bank's editorial standard (bank-rules.ts on the server) that a word's texts break. */
export type BankRule =
  | 'partOfSpeech'
  | 'definitionForm'
  | 'giveaway'
  | 'fewContentWords'
  | 'grammarNote'
  | 'sentenceCount'
  | 'sentenceLength'
  | 'sentenceForm'
  | 'missingWord'
  | 'template'
  | 'restatesDefinition'
  | 'sameSentences';

export interface BankProblem {
  rule: BankRule;
  field: 'partOfSpeech' | 'definition' | 'sentence1' | 'sentence2' | 'sentences';
  /** What the rule found: the giveaway words, a sentence's word count, the spelling missing. */
  detail?: string;
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
  /** 'noun', 'verb'… (PARTS_OF_SPEECH); null for a word added without one. */
  partOfSpeech: string | null;
  /** Other common words pronounced the same; players are told there are some, never which. */
  soundsLike: string[];
  /** Left out of new games and training (a starter word a newer bank edition dropped, or staff's choice). */
  retired: boolean;
  difficulty: number;
  /** A clip is missing, failed, or made with another voice than the current one. */
  problematic: boolean;
  insight: WordInsight;
}

/** One word as its page shows it: the list's word and what only its page needs. */
export interface AdminWordDetail extends AdminWord {
  /** Where the texts fall short of the bank's editorial rules: warnings for staff, never a refusal. */
  editorialWarnings: BankProblem[];
}

export interface AdminWordSearchResult {
  searchWord: string;
  hit?: { id: string };
}
