import { training } from '../../../shared/i18n/en/training';
import { registerMessages } from '../../../shared/i18n/messages';

/** English 'training' texts, registered by the chunk of a page that shows them (see ../messages.ts). */
registerMessages('en', { training });
