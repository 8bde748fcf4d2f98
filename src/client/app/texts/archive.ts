import { archive } from '../../../shared/i18n/en/archive';
import { registerMessages } from '../../../shared/i18n/messages';

/** English 'archive' texts, registered by the chunk of a page that shows them (see ../messages.ts). */
registerMessages('en', { archive });
