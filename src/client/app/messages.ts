import { playerCatalogue } from '../../shared/i18n/en/player';
import type { Locale } from '../../shared/i18n/locales';
import { registerMessages } from '../../shared/i18n/messages';

/**
 * The browser's messages. English player namespaces are in the bundle (every locale falls back to
 * them); another language's come as a chunk of their own before hydration (`loadMessages`), and the
 * staff area's with the admin bundle. E-mail texts never leave the server.
 */
registerMessages('en', playerCatalogue);

export async function loadMessages(locale: Locale): Promise<void> {
  if (locale === 'es') registerMessages('es', (await import('./messages-es')).playerCatalogue);
}
