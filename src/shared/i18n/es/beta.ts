import type { Catalogue } from '../en';

export const beta: Catalogue['beta'] = {
  title: 'Spelldown está en beta pública',
  groups:
    'Estamos invitando a jugadores en grupos pequeños mientras pulimos el juego. Algunas cosas pueden cambiar, y tus comentarios deciden lo que viene después.',
  noInvitation: 'Si aún no tienes invitación, apúntate a la lista de espera y te escribiremos.',
  waitingList: 'Apúntate a la lista de espera',
  login: 'Iniciar sesión',
};
