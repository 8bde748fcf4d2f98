import type { Catalogue } from '../en';

/** The daily game and past games (product §4). */
export const game: Catalogue['game'] = {
  title: 'El reto de hoy',
  pastTitle: 'Reto del {{date}}',
  loading: 'Preparando el reto de hoy.',
  loadingPast: 'Preparando el reto.',
  notReady: 'El reto de hoy aún no está listo. Vuelve a mirar dentro de unos minutos.',
  intro: {
    eyebrow: 'Reto diario de deletreo',
    eyebrowPast: 'Del archivo',
    words: '{{count}} palabras',
    body: 'Escucha cada palabra y escribe cómo se escribe. Puedes volver a oírla, escuchar su definición o una frase de ejemplo tantas veces como quieras.',
    play: 'Jugar',
    resume: 'Tu partida está guardada: Jugar sigue en la palabra {{number}} de {{count}}.',
  },
  play: {
    progress: 'Palabra {{number}} de {{count}}',
    hint: 'Escribe la palabra y pulsa Intro.',
  },
  submitting: 'Calculando tu resultado.',
  submitFailed: 'No hemos podido enviar tus respuestas. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Volver a intentarlo',
};
