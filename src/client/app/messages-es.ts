/** The Spanish player namespaces as a chunk of their own, which only Spanish pages load (`loadMessages`). */
export { playerCatalogue } from '../../shared/i18n/es/player';
