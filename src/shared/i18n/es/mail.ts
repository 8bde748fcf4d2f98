import type { Catalogue } from '../en';

/** E-mails the server sends (subject, plain text and HTML are built from these). */
export const mail: Catalogue['mail'] = {
  greeting: '¡Hola!',
  linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  signature: 'El equipo de Spelldown',
  invitation: {
    subject: 'Tu invitación a Spelldown',
    preview: 'Tu plaza en la beta de Spelldown está lista.',
    body: 'Te invitamos a la beta de Spelldown: un reto diario de deletreo con seis palabras en inglés dichas en voz alta, y un modo entrenamiento que te ayuda a aprender las más difíciles.',
    action: 'Crea tu cuenta',
    expiry: 'Esta invitación funciona una sola vez y caduca dentro de {{days}} días.',
  },
  recovery: {
    subject: 'Restablece tu contraseña de Spelldown',
    preview: 'Un enlace para elegir una contraseña nueva.',
    body: 'Alguien (esperamos que tú) ha pedido restablecer la contraseña de la cuenta de Spelldown de {{email}}.',
    action: 'Elige una contraseña nueva',
    expiry: 'Este enlace funciona una sola vez y caduca dentro de {{minutes}} minutos.',
    ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña seguirá siendo la misma.',
  },
};
