import type { Catalogue } from '../en';

/** Page headings used before a feature's own namespace exists. */
export const pages: Catalogue['pages'] = {
  daily: 'El reto de hoy',
  archive: 'El archivo',
  training: 'Modo entrenamiento',
  password: 'Cambiar contraseña',
  join: 'Regístrate',
  waitingList: 'Apúntate a la lista de espera',
  forgotPassword: '¿Has olvidado tu contraseña?',
  resetPassword: 'Restablece tu contraseña',
  game: 'Reto de deletreo',
  admin: 'Administración',
};
