import { FEATURES } from '../features';
import type { CliCommand } from './cli-command';
import { createAccountCommand, migrateCommand } from './core-commands';

/** Every operator command, core ones first. */
export function listCliCommands(): CliCommand[] {
  return [migrateCommand, createAccountCommand, ...FEATURES.flatMap((feature) => feature.cliCommands ?? [])];
}
