import type { Catalogue } from '../en';

const PASSWORD_RULE = 'Debe tener al menos 8 caracteres y contener 1 letra mayúscula, 1 letra minúscula y 1 número.';

/** Sign-up, waiting list, password change, recovery and reset (pages and the server's error messages). */
export const account: Catalogue['account'] = {
  errors: {
    join: {
      email: {
        invalid: 'Introduce una dirección de correo electrónico válida.',
        taken: 'Ya existe una cuenta con esta dirección de correo electrónico.',
      },
      password: { invalid: `Tu contraseña no es válida. ${PASSWORD_RULE}` },
      code: {
        required: 'Introduce tu código de invitación.',
        unknown: 'Este código de invitación no es válido. Revísalo y vuelve a intentarlo.',
        used: 'Este código de invitación ya se ha usado.',
        expired: 'Este código de invitación ha caducado. Pide uno nuevo.',
        wrongEmail: 'Este código de invitación se envió a otra dirección de correo electrónico.',
      },
    },
    changePassword: {
      currentPassword: { incorrect: 'Tu contraseña actual no es correcta.' },
      newPassword: { invalid: `Tu nueva contraseña no es válida. ${PASSWORD_RULE}` },
    },
    resetPassword: {
      email: { invalid: 'Introduce una dirección de correo electrónico válida.' },
      password: { invalid: `Tu nueva contraseña no es válida. ${PASSWORD_RULE}` },
      recoveryCode: { invalid: 'Este enlace para restablecer la contraseña ya no es válido. Pide uno nuevo.' },
    },
    unknown: 'Se ha producido un error desconocido.',
  },
  validation: {
    email: 'Introduce una dirección de correo electrónico válida.',
    password: 'Introduce tu contraseña.',
    currentPassword: 'Introduce tu contraseña actual.',
  },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    code: 'Código de invitación',
    currentPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
  },
  passwordHint: 'Al menos 8 caracteres, con una mayúscula, una minúscula y un número.',
  codeFromLink: 'Sacado de tu enlace de invitación.',
  backToLogin: 'Volver a iniciar sesión',
  goToLogin: 'Ir a iniciar sesión',
  join: {
    title: 'Regístrate',
    intro:
      'Durante la beta, a Spelldown solo se entra con invitación. Introduce tu código de invitación para crear tu cuenta.',
    submit: 'Crear cuenta',
    busy: 'Creando tu cuenta…',
    errorsHeading: '¡Ups! Algo no ha salido bien:',
    success: 'Tu cuenta se ha creado y ya puedes iniciar sesión.',
    haveAccount: '¿Ya tienes una cuenta?',
    noCode: '¿Aún sin invitación?',
    waitingList: 'Apúntate a la lista de espera',
  },
  waitingList: {
    title: 'Apúntate a la lista de espera',
    intro:
      'Estamos dejando entrar a los jugadores poco a poco. Déjanos tu correo electrónico y te enviaremos una invitación.',
    submit: 'Apuntarme a la lista',
    busy: 'Apuntándote…',
    success: '¡Ya estás en la lista de espera! Te escribiremos pronto.',
    haveCode: '¿Tienes un código de invitación?',
    signUp: 'Regístrate',
  },
  changePassword: {
    title: 'Cambiar contraseña',
    intro: 'Elige una contraseña nueva. Aquí seguirás con la sesión iniciada; en tus otros dispositivos se cerrará.',
    submit: 'Cambiar contraseña',
    busy: 'Cambiando…',
    errorsHeading: '¡Ups!',
    success: '¡Tu contraseña se ha cambiado correctamente!',
  },
  forgotPassword: {
    title: '¿Has olvidado tu contraseña?',
    intro:
      'Introduce la dirección de correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    submit: 'Enviarme un enlace',
    busy: 'Enviando…',
    success: 'Hemos enviado un correo electrónico a {{email}}.',
    successHint: 'El enlace funciona una sola vez y durante una hora. Si no te llega, mira en la carpeta de spam.',
  },
  resetPassword: {
    title: 'Restablece tu contraseña',
    intro: 'Introduce la dirección de correo electrónico de tu cuenta y elige una contraseña nueva.',
    submit: 'Restablecer contraseña',
    busy: 'Restableciendo…',
    success: 'Tu contraseña se ha restablecido.',
    newLink: '¿Necesitas un enlace nuevo?',
  },
};
