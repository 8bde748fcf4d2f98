import { menu } from '../../../shared/i18n/en/menu';
import { registerMessages } from '../../../shared/i18n/messages';

/** English 'menu' texts, registered by the chunks of the menu's and the help panel's contents (see ../messages.ts). */
registerMessages('en', { menu });
