import { z } from 'zod';
import { ROLE_ADMIN } from '../../shared/constants';
import { EmailSchema, NewPasswordSchema } from '../../shared/schemas/common.schema';
import { migrateToLatest } from '../db/migrator';
import { createAccount } from '../features/accounts/accounts.service';
import { isCommonPassword } from '../features/auth';
import { CliError, stringOption, type CliCommand } from './cli-command';

export const migrateCommand: CliCommand = {
  name: 'db:migrate',
  description: 'Apply pending database migrations',
  options: [],
  async run(deps, _options, out) {
    const applied = await migrateToLatest(deps.db);
    out.line(
      applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.',
    );
  },
};

export const createAccountCommand: CliCommand = {
  name: 'accounts:create',
  description: 'Create an account',
  options: [
    { flags: '--email <email>', description: 'e-mail address', required: true },
    {
      flags: '--password <password>',
      description: 'password (8+ characters, upper, lower, digit; not a common one)',
      required: true,
    },
    { flags: '--admin', description: 'give the account the admin role' },
  ],
  async run(deps, options, out) {
    const email = EmailSchema.safeParse(stringOption(options, 'email') ?? '');
    if (!email.success) throw new CliError('--email must be a valid e-mail address');
    const password = NewPasswordSchema.safeParse(stringOption(options, 'password') ?? '');
    if (!password.success)
      throw new CliError(
        `--password is not valid: ${z.prettifyError(password.error).replace(/\n.*/s, '').replace(/^✖ /, '')}`,
      );
    // The rule of every other way an account gets a password (product §9).
    if (isCommonPassword(password.data))
      throw new CliError('--password is one of the most common passwords: choose another');
    const roles = options.admin === true ? [ROLE_ADMIN] : [];
    try {
      const account = await createAccount(deps.db, { email: email.data, password: password.data, roles });
      out.line(`Created account ${account.email} (${account.id})${roles.length ? ' with role admin' : ''}.`);
    } catch (error) {
      if (error instanceof Error && error.message === 'email_taken')
        throw new CliError(`An account with e-mail ${email.data} already exists`);
      throw error;
    }
  },
};
