import type { AppDeps } from '../../deps';
import type { ServerFeature } from '../feature';
import { outboxCommand } from './mail.cli';
import { createMailer, type Mailer } from './mailer';

declare module '../../deps' {
  interface AppExtensions {
    mailer?: Mailer;
  }
}

/** The app's mailer (made by the mail feature's setup). */
export function mailerOf(deps: AppDeps): Mailer {
  const mailer = deps.extensions.mailer;
  if (!mailer) throw new Error('The mail feature is not set up');
  return mailer;
}

export const mailFeature: ServerFeature = {
  name: 'mail',
  setup(deps) {
    deps.extensions.mailer = createMailer(deps);
  },
  async close(deps) {
    await deps.extensions.mailer?.close();
  },
  cliCommands: [outboxCommand],
};

export type { Mailer } from './mailer';
