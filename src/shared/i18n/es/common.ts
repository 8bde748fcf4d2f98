import type { Catalogue } from '../en';

export const common: Catalogue['common'] = {
  appName: 'Spelldown',
  description:
    'Spelldown es un reto diario de deletreo: seis palabras en inglés al día, dichas en voz alta, para que las escribas.',
  loading: 'Cargando...',
  backHome: 'Llévame al inicio',
  notFound: {
    title: '¡Uy, vaya!',
    text: 'Parece que la página que buscas no existe.',
  },
  unauthorized: {
    title: 'Inicia sesión',
    text: 'Tienes que iniciar sesión para ver esta página.',
    action: 'Ir a iniciar sesión',
  },
  forbidden: {
    title: 'Solo para el equipo',
    text: 'Tu cuenta no tiene acceso a esta página.',
  },
  error: {
    title: 'Algo ha fallado',
    text: 'No hemos podido cargar esta página. Inténtalo de nuevo en un momento.',
    retry: 'Volver a intentarlo',
  },
  rateLimited: 'Demasiados intentos. Espera {{wait}} y vuelve a intentarlo.',
  pageTitle: '{{page}} · Spelldown',
};
