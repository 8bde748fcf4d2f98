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
    unavailable: 'Este audio no está disponible ahora mismo. Inténtalo de nuevo en un momento.',
  },
  clues: {
    label: 'Sobre esta palabra',
    partOfSpeech: {
      noun: 'sustantivo',
      verb: 'verbo',
      adjective: 'adjetivo',
      adverb: 'adverbio',
      preposition: 'preposición',
      conjunction: 'conjunción',
      pronoun: 'pronombre',
      interjection: 'interjección',
      determiner: 'determinante',
    },
    soundsLike: 'Suena como otra palabra',
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
    count: '{{count}} de {{max}} letras',
  },
  verdict: {
    accepted: 'Aceptada',
    notAccepted: 'No aceptada',
    acceptable: 'Se acepta:',
    acceptablePlural: 'Se aceptan:',
    number: '{{number}}.',
  },
};
