import type { Catalogue } from '../en';

export const auth: Catalogue['auth'] = {
  login: {
    title: 'Iniciar sesión',
    intro: '¡Hola de nuevo! Inicia sesión para jugar el reto de hoy.',
    password: 'Contraseña',
    submit: 'Entrar',
    busy: 'Entrando…',
    failed: 'No se ha podido iniciar sesión.',
    noAccount: '¿Tienes un código de invitación?',
    signUp: 'Regístrate',
    forgot: 'He olvidado mi contraseña',
    waitingList: '¿Aún sin invitación? Apúntate a la lista de espera',
  },
  beta: {
    title: 'Spelldown está en beta pública',
    body1:
      'Spelldown es un reto diario de deletreo: seis palabras en inglés al día, dichas en voz alta, para que las escribas.',
    body2:
      'Estamos invitando a jugadores en grupos pequeños mientras pulimos el juego. Algunas cosas pueden cambiar, y tus comentarios deciden lo que viene después.',
    body3: 'Si aún no tienes invitación, apúntate a la lista de espera y te escribiremos.',
    waitingList: 'Apúntate a la lista de espera',
    login: 'Iniciar sesión',
  },
};
