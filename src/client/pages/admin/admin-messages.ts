import { admin as enAdmin } from '../../../shared/i18n/en/admin';
import { admin as esAdmin } from '../../../shared/i18n/es/admin';
import { registerMessages } from '../../../shared/i18n/messages';

// The staff area's texts travel with its bundle, in every language (staff are few; one chunk is simpler).
registerMessages('en', { admin: enAdmin });
registerMessages('es', { admin: esAdmin });
