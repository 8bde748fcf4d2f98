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
    resume: 'Continuar (palabra {{number}} de {{count}})',
  },
  play: {
    progress: 'Palabra {{number}} de {{count}}',
    hint: 'Escribe la palabra y pulsa Intro.',
  },
  submitting: 'Calculando tu resultado.',
  submitFailed: 'No hemos podido enviar tus respuestas. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Volver a intentarlo',
  result: {
    heading: 'Tu resultado',
    score: 'Tu puntuación: {{score}}/{{count}}',
    guessesLabel: 'Tus respuestas',
    perfect: '¡Un reto perfecto!',
    great: '¡Muy buena ortografía!',
    good: '¡Buen trabajo! Sigue practicando.',
    low: 'Cada reto te hace mejorar. ¡Prueba el modo entrenamiento!',
  },
  stats: {
    heading: 'Tus estadísticas',
    played: 'Jugados',
    average: 'Puntuación media',
    currentStreak: 'Racha actual',
    longestStreak: 'Mejor racha',
    days: '{{count}} días',
    day: '1 día',
  },
  countdown: {
    label: 'Próximo reto en',
    value: '{{hours}}:{{minutes}}:{{seconds}}',
    ready: '¡Ya hay un reto nuevo!',
    reload: 'Jugarlo',
  },
  share: {
    button: 'Compartir',
    copied: '¡Copiado!',
    failed: 'No se ha podido copiar. Selecciona el texto de abajo para copiarlo.',
    text: 'Spelldown {{date}} {{score}}/{{count}}',
  },
  archiveLink: 'Juega retos anteriores en el archivo',
  trainingLink: 'Practica en el modo entrenamiento',
};
