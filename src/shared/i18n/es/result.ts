import type { Catalogue } from '../en';

export const result: Catalogue['result'] = {
  heading: 'Tu resultado',
  score: 'Tu puntuación: {{score}}/{{count}}',
  guessesLabel: 'Tus respuestas',
  perfect: '¡Un reto perfecto!',
  great: '¡Muy buena ortografía!',
  good: '¡Buen trabajo! Sigue practicando.',
  low: 'Cada reto te hace mejorar. ¡Prueba el modo entrenamiento!',
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
  },
  archiveLink: 'Juega retos anteriores en el archivo',
  trainingLink: 'Practica en el modo entrenamiento',
};
