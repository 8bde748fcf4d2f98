import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';

export { invitationMail, recoveryMail } from './mail.templates';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mails through SMTP_URL, or into the outbox table when none is set. */
    mailer: Mailer;
  }
}

/** The app's mailer, closed with the app. */
export const mailPlugin = fp(
  async (app) => {
    app.decorate('mailer', createMailer(app));
    app.addHook('onClose', () => app.mailer.close());
  },
  { name: 'mail', dependencies: ['core'] },
);
