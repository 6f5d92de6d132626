import type { Translation } from '@h5/shared/i18n';
import type { AccountMessages } from './en';

const esp: Translation<AccountMessages> = {
  auth: {
    phoneMode: 'Teléfono',
    emailMode: 'Correo',
    phone: 'Número de teléfono',
    phonePlaceholder: 'Introduce tu número',
    email: 'Correo electrónico',
    emailPlaceholder: 'Introduce tu correo',
    areaCode: 'Prefijo de país o región, ahora {{code}}',
    code: 'Código de verificación',
    codePlaceholder: 'Código de 6 dígitos',
    sendCode: 'Enviar código',
    resendIn: 'Reenviar en {{seconds}} s',
    password: 'Contraseña',
    passwordPlaceholder: 'Introduce la contraseña',
    newPassword: 'Nueva contraseña',
    newPasswordPlaceholder: 'Al menos 6 caracteres',
    confirmPassword: 'Confirmar contraseña',
    confirmPlaceholder: 'Repite la contraseña',
    inviteCode: 'Código de invitación (opcional)',
    invitePlaceholder: 'Introduce el código',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    loginTitle: 'Hola de nuevo',
    registerTitle: 'Crea tu cuenta',
    forgetTitle: 'Restablece tu contraseña',
    forgotLink: '¿Olvidaste la contraseña?',
    noAccount: '¿Aún no tienes cuenta?',
    haveAccount: '¿Ya tienes cuenta?',
    resetPassword: 'Restablecer contraseña',
  },
  agreement: {
    agreeTo: 'He leído y acepto: {{name}}',
    user: 'Acuerdo de usuario',
    privacy: 'Política de privacidad',
    userText:
      'Al usar esta aplicación confirmas que eres mayor de edad, que mantendrás en secreto tus contraseñas de acceso y de fondos y que aceptas que operar con activos digitales conlleva riesgo de pérdidas. Podemos suspender las cuentas usadas para fraude o blanqueo de capitales.',
    privacyText:
      'Recogemos tu teléfono o correo, tus documentos de identidad y tu historial de operaciones solo para gestionar tu cuenta, cumplir las obligaciones legales y mantenerla segura. Nunca vendemos tus datos y puedes pedir consultarlos o eliminarlos cuando quieras.',
    accept: 'Acepto',
  },
  area: {
    search: 'Buscar país, región o prefijo',
    noMatch: 'Ningún país o región coincide',
  },
  settings: {
    version: 'Versión',
    loggedOut: 'Has cerrado la sesión',
  },
  assets: {
    total: 'Activos totales (USDT)',
    show: 'Mostrar importes',
    hide: 'Ocultar importes',
    available: 'Disponible',
    frozen: 'Congelado',
    balance: 'Saldo',
    loadFailed: 'No se pudieron cargar tus activos',
  },
};
export default esp;
