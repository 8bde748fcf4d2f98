import { createInvitesCommand } from '../features/accounts/accounts.cli';
import { checkAudioCommand } from '../features/audio/audio.commands';
import { backupCliCommands } from '../features/backup';
import { createGamesCommand } from '../features/games/games.cli';
import { outboxCommand } from '../features/mail/mail.cli';
import { reportWordsCommand, seedWordsCommand } from '../features/words/words.commands';
import type { CliCommand } from './cli-command';
import { createAccountCommand, migrateCommand } from './core-commands';

/** Every operator command, core ones first. */
export function listCliCommands(): CliCommand[] {
  return [
    migrateCommand,
    createAccountCommand,
    outboxCommand,
    createInvitesCommand,
    ...backupCliCommands,
    seedWordsCommand,
    reportWordsCommand,
    createGamesCommand,
    checkAudioCommand,
  ];
}
