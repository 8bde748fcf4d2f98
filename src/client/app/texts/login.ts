import { login } from '../../../shared/i18n/en/login';
import { registerMessages } from '../../../shared/i18n/messages';

/** English 'login' texts, registered by the chunk of a page that shows them (see ../messages.ts). */
registerMessages('en', { login });
