import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A real SMTP server on a free port of 127.0.0.1, plain and without authentication, handing each message
 * to `onData`; `url` is what SMTP_URL would say.
 */
export async function startSmtpServer(
  onData: NonNullable<SMTPServerOptions['onData']>,
): Promise<{ server: SMTPServer; url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, onData });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    server,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
