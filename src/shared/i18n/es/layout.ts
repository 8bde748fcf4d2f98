import type { Catalogue } from '../en';

export const layout: Catalogue['layout'] = {
  skipToContent: 'Saltar al contenido',
  openMenu: 'Abrir el menú',
  help: 'Ayuda',
  openHelp: 'Abrir la ayuda',
  logoLabel: 'Inicio de Spelldown',
  banner: {
    text: '{{name}} está en beta pública.',
    link: 'Más información',
    close: 'Ocultar el aviso de la beta',
  },
  drawer: { title: 'Navegación', close: 'Cerrar el menú' },
  helpPanel: { title: 'Cómo se juega', close: 'Cerrar la ayuda' },
  panelFailed: 'No se ha podido cargar. Revisa tu conexión y vuelve a intentarlo.',
  offline: 'Estás sin conexión. Tu progreso se guarda en este dispositivo y lo enviaremos cuando vuelvas.',
  offlinePage: {
    title: 'Estás sin conexión',
    text: 'Esta página se abrirá cuando vuelva la conexión. Las respuestas de una partida empezada se guardan en este dispositivo.',
    retry: 'Volver a intentarlo',
  },
};
