import { beta } from '../../../shared/i18n/en/beta';
import { registerMessages } from '../../../shared/i18n/messages';

/** English 'beta' texts, registered by the chunk of a page that shows them (see ../messages.ts). */
registerMessages('en', { beta });
