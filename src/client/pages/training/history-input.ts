import { TRAINING_HISTORY_PAGE_SIZE } from '../../../shared/schemas/training.schema';

/**
 * The history query's input: the page prepends each new answer to exactly this cache entry, and the
 * server reads its first page into the same entry before rendering (src/server/plugins/page-data.ts).
 */
export const HISTORY_INPUT = { limit: TRAINING_HISTORY_PAGE_SIZE };
