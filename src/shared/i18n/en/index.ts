import { admin } from './admin';
import { mail } from './mail';
import { playerCatalogue } from './player';

/** The English catalogue: one namespace file per feature, merged here. */
export const en = { ...playerCatalogue, admin, mail };

/** The shape every locale's catalogue must have (a missing key is a type error and a test failure). */
export type Catalogue = typeof en;
