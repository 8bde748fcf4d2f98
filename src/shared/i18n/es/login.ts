import type { Catalogue } from '../en';

export const login: Catalogue['login'] = {
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
};
