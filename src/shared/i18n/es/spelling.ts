import type { Catalogue } from '../en';

/** Texts of the spelling components shared by the daily game and training mode. */
export const spelling: Catalogue['spelling'] = {
  audio: {
    group: 'Escuchar',
    word: 'Palabra',
    definition: 'Definición',
    sentence: 'Frase',
    sentenceNumber: '{{number}} de {{count}}',
    slower: 'Más lento',
    slowerLabel: 'Volver a oír la palabra, más despacio',
    volume: 'Volumen',
    playing: 'Reproduciendo',
    unavailable: 'Este audio no está disponible ahora mismo. Inténtalo de nuevo en un momento.',
    shortcut: 'Atajo: {{keys}}',
  },
  keyboard: {
    label: 'Teclado en pantalla',
    backspace: 'Borrar',
    enter: 'Intro',
    letter: '{{letter}}',
  },
  guess: {
    label: 'Tu respuesta',
    placeholder: 'Escribe lo que oyes',
    empty: 'Aún no has escrito nada',
    count: '{{count}} de {{max}} letras',
  },
  verdict: {
    accepted: 'Aceptada',
    notAccepted: 'No aceptada',
    yourGuess: 'Tu respuesta',
    acceptable: 'Se acepta:',
    acceptablePlural: 'Se aceptan:',
    number: '{{number}}.',
  },
};
