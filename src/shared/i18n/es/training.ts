import type { Catalogue } from '../en';

/** Training mode (product §8). */
export const training: Catalogue['training'] = {
  title: 'Modo entrenamiento',
  eyebrow: 'Práctica sin fin',
  intro: 'Escucha, escribe la palabra y pulsa Intro. Las palabras que falles volverán hasta que te las aprendas.',
  loading: 'Preparando tu siguiente palabra.',
  play: {
    label: 'Escribe la palabra que oyes',
    hint: 'Escribe la palabra y pulsa Intro.',
    sending: 'Comprobando tu respuesta…',
    next: 'Preparando tu siguiente palabra…',
    offline: 'Estás sin conexión. El entrenamiento sigue cuando vuelvas.',
    failed: 'No hemos podido comprobar tu respuesta. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Volver a intentarlo',
  },
  empty: {
    title: 'Nada que practicar por ahora',
    text: 'Ahora mismo no hay palabras de entrenamiento disponibles. Vuelve un poco más tarde.',
  },
  last: {
    label: 'Tu última respuesta',
  },
  announce: {
    accepted: 'Aceptada: {{guess}}.',
    notAccepted: 'No aceptada. Has escrito {{guess}}. Se escribe {{spelling}}.',
  },
  summary: {
    label: 'Tu progreso',
    accuracy: 'Precisión',
    accuracyHint: 'últimas {{count}} respuestas',
    accuracyHintOne: 'última respuesta',
    accuracyEmpty: '–',
    accuracyNone: 'aún no hay respuestas',
    learned: 'Aprendidas',
    learnedHint: '3 aciertos seguidos',
    due: 'Por repasar',
    dueHint: 'volverán a salir',
    level: 'Nivel {{level}} de 5',
    levelHint: 'Las palabras nuevas se vuelven más difíciles a medida que mejora tu precisión.',
  },
  history: {
    title: 'Historial',
    label: 'Tus respuestas, de la más reciente a la más antigua',
    empty: 'Aquí aparecerán tus respuestas, las más recientes primero, con todas las formas aceptadas.',
    more: 'Ver respuestas anteriores',
    loadingMore: 'Cargando respuestas anteriores…',
  },
};
