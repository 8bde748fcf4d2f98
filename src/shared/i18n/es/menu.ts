import type { Catalogue } from '../en';

export const menu: Catalogue['menu'] = {
  drawer: {
    daily: 'El reto de hoy',
    archive: 'El archivo',
    training: 'Modo entrenamiento',
    password: 'Cambiar contraseña',
    admin: 'Administración',
    loggedInAs: 'Has iniciado sesión como:',
    logout: 'Cerrar sesión',
  },
  helpPanel: {
    key: 'Ctrl+{{letter}}',
    keyFor: { word: 'para Palabra', definition: 'para Definición', sentence: 'para Frase' },
    rules: {
      daily: 'Cada día hay un reto de deletreo nuevo.',
      words: 'Cada reto tiene {{count}} palabras (en inglés).',
      buttons: 'Pulsa Palabra para oír la palabra, Definición para oír qué significa y Frase para oírla en una frase.',
      shortcuts: 'Atajos:',
      soundsLike:
        'Una palabra marcada «Suena como otra palabra» tiene un homófono: escucha la definición o la frase para saber qué palabra se pide.',
      typing: 'Escribe la palabra con el teclado de la pantalla o con el tuyo y pulsa Intro.',
      result: 'Tu resultado aparece después de la última palabra.',
    },
  },
  preferences: {
    title: 'Preferencias',
    theme: 'Tema',
    themes: { system: 'Como mi dispositivo', light: 'Claro', dark: 'Oscuro' },
    highContrast: 'Alto contraste',
    keyboard: 'Teclado en pantalla',
    keyboards: { auto: 'Automático', qwerty: 'QWERTY', abc: 'De la A a la Z (teclas más grandes)' },
    language: 'Idioma',
    // Each language by its own name, so anyone can find theirs.
    languages: { en: 'English', es: 'Español' },
  },
};
