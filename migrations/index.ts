import type { Migration } from 'kysely';
import * as createAccountsAndSessions from './2026_11_21_120000_create_accounts_and_sessions';
import * as createWordsAndAudio from './2026_11_21_120100_create_words_and_audio';
import * as createGames from './2026_11_21_120200_create_games';
import * as createTraining from './2026_11_21_120300_create_training';
import * as createInvitationsAndMail from './2026_11_21_120400_create_invitations_and_mail';
import * as countLoginFailuresByEmail from './2026_11_22_090000_count_login_failures_by_email';
import * as rememberWaitListerLocale from './2026_11_22_090100_remember_wait_lister_locale';
import * as notifySessionChanges from './2026_11_23_190000_notify_session_changes';
import * as shuffleWordsForTraining from './2026_11_24_090000_shuffle_words_for_training';
import * as rememberSyncedGameMisses from './2026_11_24_200000_remember_synced_game_misses';
import * as notifyNewSubmissions from './2026_11_25_090000_notify_new_submissions';
import * as coverDueTrainingCards from './2026_11_25_100000_cover_due_training_cards';
import * as editTheWordBank from './2026_11_26_100000_edit_the_word_bank';
import * as adminWordsRememberStaffEdits from './2026_11_26_130000_admin_words_remember_staff_edits';
import * as countAttemptsInTheDatabase from './2026_11_27_120000_count_attempts_in_the_database';
import * as countTakenAnswersPerInvitation from './2026_11_27_130000_count_taken_answers_per_invitation';
import * as versionAudioClipUrls from './2026_11_28_100000_version_audio_clip_urls';
import * as orderDueTrainingCards from './2026_11_29_100000_order_due_training_cards';
import * as keepAcceptedSpellingsWithAnswers from './2026_11_30_100000_keep_accepted_spellings_with_answers';
import * as nameEachLoginFailure from './2026_12_01_100000_name_each_login_failure';

/**
 * Every migration by name, in order. Listed statically (not read from the folder) so the same
 * list works under tsx, vitest and any bundler. Add new files here.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026_11_21_120000_create_accounts_and_sessions': createAccountsAndSessions,
  '2026_11_21_120100_create_words_and_audio': createWordsAndAudio,
  '2026_11_21_120200_create_games': createGames,
  '2026_11_21_120300_create_training': createTraining,
  '2026_11_21_120400_create_invitations_and_mail': createInvitationsAndMail,
  '2026_11_22_090000_count_login_failures_by_email': countLoginFailuresByEmail,
  '2026_11_22_090100_remember_wait_lister_locale': rememberWaitListerLocale,
  '2026_11_23_190000_notify_session_changes': notifySessionChanges,
  '2026_11_24_090000_shuffle_words_for_training': shuffleWordsForTraining,
  '2026_11_24_200000_remember_synced_game_misses': rememberSyncedGameMisses,
  '2026_11_25_090000_notify_new_submissions': notifyNewSubmissions,
  '2026_11_25_100000_cover_due_training_cards': coverDueTrainingCards,
  '2026_11_26_100000_edit_the_word_bank': editTheWordBank,
  '2026_11_26_130000_admin_words_remember_staff_edits': adminWordsRememberStaffEdits,
  '2026_11_27_120000_count_attempts_in_the_database': countAttemptsInTheDatabase,
  '2026_11_27_130000_count_taken_answers_per_invitation': countTakenAnswersPerInvitation,
  '2026_11_28_100000_version_audio_clip_urls': versionAudioClipUrls,
  '2026_11_29_100000_order_due_training_cards': orderDueTrainingCards,
  '2026_11_30_100000_keep_accepted_spellings_with_answers': keepAcceptedSpellingsWithAnswers,
  '2026_12_01_100000_name_each_login_failure': nameEachLoginFailure,
};
