import type { Catalogue } from '../en';
import { admin } from './admin';
import { mail } from './mail';
import { playerCatalogue } from './player';

/**
 * The Spanish catalogue (Spain/neutral, tú): one namespace file per feature, mirroring en/. Typed as
 * `Catalogue`, so a key missing here is a type error (and catalogues.test.ts names it). The words of
 * the game stay English; only the interface (staff area included) is translated.
 */
export const es: Catalogue = { ...playerCatalogue, admin, mail };
