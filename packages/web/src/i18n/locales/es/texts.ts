import type { texts as en } from '../en/texts';

export const texts: typeof en = {
  msg: {
    required: 'Este campo es obligatorio',
    email: 'Usa una dirección de correo electrónico válida',
    phoneLength: 'Los números de teléfono deben tener 14 dígitos',
    phoneDigits: 'Usa solo números en este campo',
    authCodeLength: 'El código de acceso debe tener 6 dígitos',
    fieldValidationFailed: 'La validación de los campos falló',
    valueNotEmail: 'El valor no es un correo electrónico válido',
    valueRequired: 'El valor es obligatorio',
    passwordLength: 'La contraseña debe tener entre 8 y 128 caracteres',
    loginError: 'Error al iniciar sesión',
    invalidCredentials: 'Estos datos no coinciden con nuestros registros',
    invalidCode: 'El código de acceso no es válido o ha caducado',
    tooManyAttempts: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    invalidResetToken: 'Este enlace para restablecer la contraseña no es válido o ha caducado',
    invalidInvite: 'Esta invitación no es válida o ya se usó',
    invalidJoinCode: 'No se encontró ningún equipo con este código',
    emailTaken: 'Ya existe una cuenta con este correo electrónico',
    phoneTaken: 'Ya existe una cuenta con este número de teléfono',
    unauthenticated: 'No has iniciado sesión',
    forbidden: 'No tienes permiso para hacer esto',
    notFound: 'No se encontró',
    maintenance: 'Teamline está en mantenimiento. Vuelve a intentarlo en unos minutos.',
    noRecordToDownload: 'No hay registros para descargar',
    error: 'Error',
  },
  sso: {
    issuerUrl: 'El emisor debe ser una URL válida',
    issuerAdmin: 'El emisor no debe contener "-admin" en su subdominio',
    issuerUnreachable: 'El proveedor de identidad no respondió en este emisor',
    parseResponse: 'No se pudo interpretar la respuesta del flujo OAuth',
    verifierMissing: 'No se encontró el verificador PKCE guardado: vuelve a iniciar sesión',
    tokenInvalid: 'No se pudo obtener un token de la URL',
    emailUnverified: 'Tu proveedor de identidad no ha verificado tu correo electrónico',
    otherCompany: 'Esta cuenta pertenece a otra empresa: inicia sesión como lo hace tu empresa',
    notConfigured: 'Esta empresa no inicia sesión con un proveedor de identidad',
    ssoRequired:
      'Tu empresa inicia sesión con su proveedor de identidad: usa su botón en la página de inicio de sesión',
  },
  other: {
    yourAdmin: 'tu administrador',
    subscriptionRequired:
      'La suscripción de tu equipo terminó. Pídele a {{names}} que la renueve en Configuración › Suscripción para volver a publicar.',
    maxLength: 'Debe tener como máximo {{max}} caracteres',
  },
};
