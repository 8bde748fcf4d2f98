import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/**
 * A real SMTP server on a free port of 127.0.0.1, plain and without authentication, handing each message
 * to `onData`; `url` is what SMTP_URL would say. `secure` speaks TLS from the start with smtp-server's own
 * certificate, which a client refuses (it is self-signed and has expired).
 */
export async function startSmtpServer(
  onData: NonNullable<SMTPServerOptions['onData']>,
  { secure = false } = {},
): Promise<{ server: SMTPServer; url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    secure,
    onData,
  });
  // A client that refuses the certificate closes the connection: not a failure of the test's server.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    server,
    url: `${secure ? 'smtps' : 'smtp'}://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
