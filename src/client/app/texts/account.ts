import { account } from '../../../shared/i18n/en/account';
import { registerMessages } from '../../../shared/i18n/messages';

/** English 'account' texts, registered by the chunk of a page that shows them (see ../messages.ts). */
registerMessages('en', { account });
