import type { Translation } from '../types';
import type { ServerMessages } from './en';

const esp: Translation<ServerMessages> = {
  server: {
    codeSent: 'Se ha enviado el código de verificación',
    accountExists: 'Esta cuenta ya está registrada',
    accountNotFound: 'No hay ninguna cuenta registrada con este teléfono o correo',
    wrongCredentials: 'La cuenta o la contraseña son incorrectas',
    codeWrong: 'El código de verificación es incorrecto o ha caducado',
    codeTooSoon: 'Acabamos de enviar un código, espera antes de solicitar otro',
    tooManyRequests: 'Demasiados intentos, espera un momento',
    notLoggedIn: 'Primero inicia sesión',
    notFound: 'No encontrado',
    badRequest: 'No se pudo interpretar la solicitud',
    requestTooLarge: 'La solicitud es demasiado grande',
    unsupportedType: 'Este tipo de solicitud no se admite',
    internal: 'Algo salió mal por nuestra parte, inténtalo de nuevo',
    inviteInvalid: 'El código de invitación no existe',
    registered: 'Registro completado, has iniciado sesión',
    passwordReset: 'Contraseña restablecida, inicia sesión',
    loggedOut: 'Has cerrado sesión',
    oldPasswordWrong: 'La contraseña actual es incorrecta',
    forbidden: 'Acceso denegado',
    alreadyReviewed: 'Esta solicitud ya fue revisada',
    submittedForReview: 'Enviado, pendiente de revisión',
    kycUnderReview: 'Tu verificación está en revisión',
    kycVerified: 'Tu identidad ya está verificada',
    kycBasicFirst: 'Primero completa la verificación básica',
  },
  message: {
    code: 'Tu código de verificación es {{code}}, válido durante {{minutes}} minutos. No se lo digas a nadie.',
    antiPhishing: '[Código antiphishing: {{code}}]',
  },
};

export default esp;
