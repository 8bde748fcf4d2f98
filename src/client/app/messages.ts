import { common } from '../../shared/i18n/en/common';
import { game } from '../../shared/i18n/en/game';
import { layout } from '../../shared/i18n/en/layout';
import { spelling } from '../../shared/i18n/en/spelling';
import type { Locale } from '../../shared/i18n/locales';
import { registerMessages } from '../../shared/i18n/messages';

/**
 * The browser's messages. The entry holds the English texts of the frame, the document and today's game
 * (every locale falls back to English); the English texts of the other player pages, and of a game's
 * result, come with the chunks that show them (`./texts/*`, imported by every file that uses their keys). Another
 * language's player texts come as a chunk of their own before hydration (`loadMessages`), and the staff
 * area's with the admin bundle. E-mail texts never leave the server.
 */
registerMessages('en', { common, layout, spelling, game });

export async function loadMessages(locale: Locale): Promise<void> {
  if (locale === 'es') registerMessages('es', (await import('./messages-es')).playerCatalogue);
}
