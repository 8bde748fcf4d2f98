import {
  AdminWordsListSchema,
  AdminWordsSearchSchema,
  CreateWordSchema,
  GenerateWordSchema,
  PreviewSpeechSchema,
  type SpeechPreview,
  UpdateWordSchema,
  WordInputSchema,
} from '../../../shared/schemas/admin-words.schema';
import { SPELLING_MESSAGES } from '../../../shared/schemas/words.schema';
import { adminProcedure, router } from '../../trpc/init';
import { inputError, serviceUnavailable } from '../../trpc/errors';
import { NothingToSayError, requireAudio } from '../audio';
import { findAdminWord, listAdminWords, searchWords } from './words.admin.service';
import { createWord, generateWord, regenerateWordAudio, updateWord } from './words.service';

/** admin.words.*: the staff's word bank (all on adminProcedure; REST adapters in words.rest.ts). */
export const wordsAdminRouter = router({
  list: adminProcedure
    .input(AdminWordsListSchema)
    .query(async ({ ctx, input }) => ({ words: await listAdminWords(ctx.deps, input) })),

  search: adminProcedure
    .input(AdminWordsSearchSchema)
    .query(async ({ ctx, input }) => ({ result: await searchWords(ctx.deps, input.q) })),

  create: adminProcedure.input(CreateWordSchema).mutation(({ ctx, input }) => createWord(ctx.deps, input)),

  generate: adminProcedure
    .input(GenerateWordSchema)
    .query(async ({ input }) => ({ result: await generateWord(input.word) })),

  byId: adminProcedure.input(WordInputSchema).query(({ ctx, input }) => findAdminWord(ctx.deps, input.wordId)),

  regenerateAudio: adminProcedure.input(WordInputSchema).mutation(async ({ ctx, input }) => {
    await regenerateWordAudio(ctx.deps, input.wordId);
    return {};
  }),

  /** Says a spoken form (or spelling) as the word's clip would, on demand; nothing is saved. */
  previewSpeech: adminProcedure.input(PreviewSpeechSchema).mutation(async ({ ctx, input }): Promise<SpeechPreview> => {
    try {
      const { mp3, phonemes } = await requireAudio(ctx.deps).preview(input.text);
      return { audio: mp3.toString('base64'), phonemes };
    } catch (error) {
      // A text the schema let through that still says nothing is the input's fault, not the engine's.
      if (error instanceof NothingToSayError)
        throw inputError([{ code: 'invalid.text', message: SPELLING_MESSAGES.nothingToSay }]);
      ctx.deps.log.warn({ err: error }, 'admin speech preview failed');
      throw serviceUnavailable();
    }
  }),

  update: adminProcedure.input(UpdateWordSchema).mutation(async ({ ctx, input }) => {
    await updateWord(ctx.deps, input);
    return findAdminWord(ctx.deps, input.wordId);
  }),
});
