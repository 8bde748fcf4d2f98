import { result } from '../../../shared/i18n/en/result';
import { registerMessages } from '../../../shared/i18n/messages';

/** English 'result' texts, registered by the chunk of a page that shows them (see ../messages.ts). */
registerMessages('en', { result });
