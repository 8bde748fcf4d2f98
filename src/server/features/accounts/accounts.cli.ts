import { EmailSchema } from '../../../shared/schemas/common.schema';
import { CliError, intOption, stringOption, type CliCommand } from '../../cli/cli-command';
import { findAccountByEmail } from './accounts.repository';
import { createInvitations } from './invitations.service';

export const createInvitesCommand: CliCommand = {
  name: 'invites:create',
  description: 'Print new invitation codes, one a line (single-use, valid 14 days)',
  options: [
    { flags: '--count <n>', description: 'how many codes (default 1)' },
    { flags: '--email <email>', description: 'bind the codes to this e-mail address' },
  ],
  async run(deps, options, out) {
    const count = intOption(options, 'count', 1, { max: 1000 });
    const rawEmail = stringOption(options, 'email');
    let email: string | undefined;
    if (rawEmail !== undefined) {
      const parsed = EmailSchema.safeParse(rawEmail);
      if (!parsed.success) throw new CliError('--email must be a valid e-mail address');
      email = parsed.data;
      // A code for someone who is in already would only be refused at /join.
      if (await findAccountByEmail(deps.db, email)) throw new CliError(`${email} already has an account`);
    }
    const codes = await createInvitations(deps, { count, ...(email ? { email } : {}) });
    for (const code of codes) out.line(code);
  },
};
