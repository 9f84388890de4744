import { ACCOUNT_MESSAGES } from '../account/account.schemas.js';
import { ADMIN_MESSAGES } from '../admin/admin.messages.js';
import { AUTH_MESSAGES, CODE_MESSAGES } from '../auth/auth.messages.js';
import { CLAIM_MESSAGES } from '../claims/claims.messages.js';
import { IMPORT_MESSAGES } from '../imports/imports.messages.js';
import { MAX_LIST_OFFSET } from '../constants.js';
import { PAYMENT_MESSAGES } from '../payments/payments.messages.js';
import { LEAD_ADDRESS_MESSAGES } from '../provider-tools/provider-tools.schemas.js';
import {
  API_MESSAGES,
  FIELD_MESSAGES,
  IMAGE_MESSAGES,
  MAX_INPUT_PIXELS,
  POST_MESSAGES,
  REVIEW_MESSAGES,
} from '../rules/api-messages.js';
import { MESSAGES } from '../rules/messages.js';
import { ALERT_MESSAGES } from '../trust/alerts.schemas.js';
import {
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_REQUEST,
  TRUST_MESSAGES,
} from '../trust/trust.schemas.js';
import { LABEL_OBJECTS_ES, LABEL_PATTERNS_ES } from './labels-es.js';
import type { TLocale } from './locales.js';
import { pairMessages, translateWith, type MessageTranslations } from './translate.js';

/** A Spanish for each message of a message object: a missing key fails the type check. */
type Spanish<T> = Record<keyof T, string>;

/**
 * Spanish of every shared message (issue 19). Written for people in the US who were just
 * hurt: natural, plain Spanish with "usted", not word for word.
 */
export const MESSAGES_ES: Spanish<typeof MESSAGES> = {
  providerNotFound: 'No encontramos a este proveedor',
  userNotFound: 'No encontramos a este usuario',
  reviewNotFound: 'No encontramos esta reseña',
  verifiedOnly: 'Primero verifique su correo electrónico',
  providerOnly: 'Acceso denegado. Se necesita una cuenta de proveedor.',
  searchIndexLoading: 'No está listo: el índice de búsqueda se está cargando',
  placeNotFound:
    "No encontramos ese lugar. Escriba un código postal de EE. UU. o una ciudad como 'Ciudad, ST'.",
  latLngTogether: 'Indique lat y lng juntas, o ninguna de las dos',
  distanceNeedsPlace: 'Para ordenar por distancia se necesita un lugar (near, o lat y lng)',
  emailRequired: 'El correo electrónico es obligatorio',
  emailFormat: 'El formato del correo electrónico no es correcto',
  emailFormatAlt: 'El formato del correo electrónico no es válido',
  passwordRequired: 'Escriba su contraseña',
  passwordRequiredAlt: 'La contraseña es obligatoria',
  passwordRequirementsUnmet: 'Asegúrese de que su contraseña cumpla todos los requisitos',
  passwordResetRequirementsUnmet: 'La contraseña no cumple los requisitos',
  passwordTooCommon: 'Esta contraseña es muy común. Elija una más difícil de adivinar.',
  invalidToken: 'Este enlace no es válido',
  codeDigits: 'Escriba el código de 5 dígitos',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  imageMinSize: 'La imagen debe medir al menos 300x300 px',
  imageMax5: 'La imagen no puede pesar más de 5 MB',
  imageMax2: 'La imagen no puede pesar más de 2 MB',
  uploadTooLarge: 'El archivo es demasiado grande. El tamaño máximo es 5 MB',
  offsetTooDeep: `El desplazamiento (offset) no puede ser mayor que ${MAX_LIST_OFFSET}: precise la búsqueda o los filtros para ver más resultados`,
  serviceBusy: 'El servicio está ocupado. Inténtelo de nuevo en un momento.',
  uploadsBusy:
    'Se están procesando demasiadas imágenes en este momento. Inténtelo de nuevo en un momento.',
  uploadQuotaUnverified: 'Verifique su correo electrónico para subir más imágenes',
  uploadInvalidResponse: 'La respuesta de la subida de la imagen no tiene un formato válido',
  reviewMin: 'La reseña debe tener al menos 100 caracteres',
  reviewRatingsRequired: 'Califique las cinco preguntas',
  responseMin: 'La respuesta debe tener al menos 100 caracteres',
  appealMin: 'La apelación debe tener al menos 100 caracteres',
  claimFileTooLarge: 'El archivo debe pesar menos de 10 MB',
  claimFileType: 'Solo se aceptan archivos PDF, JPG y PNG',
  claimFileRequired: 'Suba un documento',
  claimUrl: 'Escriba una URL válida',
  claimEmail: 'Escriba un correo electrónico válido',
  claimInfoRequired: 'Escriba sus datos',
  mailNotSent: 'No se pudo enviar el correo. Inténtelo de nuevo más tarde.',
  claimOwnReview:
    'Usted escribió una reseña de este proveedor. Primero elimine su reseña: los dueños no pueden reseñar su propio perfil.',
  claimApproveOwnReview:
    'La persona que reclama el perfil tiene una reseña de este proveedor. Debe eliminarla antes de que se pueda aprobar la solicitud.',
  profileNameRequired: 'El nombre del perfil es obligatorio',
  profileTagsRequired: 'Las etiquetas del perfil son obligatorias',
  providerTypeRequired: 'El tipo de proveedor es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  descriptionMin: 'La descripción debe tener al menos 100 caracteres',
  phoneRequired: 'El número de teléfono es obligatorio',
  phoneInvalid: 'Escriba un número de teléfono válido',
  websiteRequired: 'El sitio web es obligatorio',
  websiteInvalid: 'Escriba una dirección de sitio web válida',
  addressLine1Required: 'La línea 1 de la dirección es obligatoria',
  cityRequired: 'La ciudad es obligatoria',
  stateRequired: 'El estado es obligatorio',
  zipRequired: 'El código postal es obligatorio',
  zipInvalid: 'El formato del código postal no es válido',
  urlInvalid: 'La URL no es válida',
  selectImage: 'Seleccione una imagen',
  bannerMax: 'Tamaño máximo del archivo: 4 MB',
  bannerRecommended: 'El tamaño recomendado es 1610x320 px; otros tamaños pueden recortarse',
  formNameRequired: 'El nombre del formulario es obligatorio',
  formDescriptionRequired: 'La descripción del formulario es obligatoria',
  leadEmailRequired: 'El correo electrónico es obligatorio',
  leadEmailInvalid: 'El correo electrónico no es válido',
  leadNotFound: 'No encontramos esta solicitud',
  postMax: 'Máximo 500 caracteres',
  postEmpty: 'Agregue texto o una imagen para publicar',
  profileTagsTooMany: 'Use como máximo 20 etiquetas de hasta 50 caracteres cada una',
  providerTypeInvalid: 'Elija un tipo de proveedor de la lista',
  stateCode: 'Use el código de dos letras del estado, por ejemplo FL',
  leadOptionsRequired: 'Agregue al menos una opción',
  postMaxPhotos: 'Puede agregar hasta 5 fotos',
  postPhotosPremium: 'Las publicaciones con fotos son una función Premium',
  freePlanPostLimit: 'El plan gratuito permite una publicación por semana',
  appealMaxFiles: 'Puede adjuntar hasta 5 archivos',
  appealUnderReview: 'Esta reseña ya tiene una apelación en revisión',
  bannerPremium: 'El banner del perfil es una función Premium',
  imageNotIssued: 'Primero debe subir las imágenes a este sitio',
  fileNotIssued: 'Primero debe subir los archivos a este sitio',
  appealFileNotYours: 'Adjunte solo documentos que usted subió para esta apelación',
  leadNameRequired: 'El nombre es obligatorio',
  leadOptionUnknown: 'Elija una de las opciones del formulario',
  leadsPremiumOnly: 'Este proveedor no recibe solicitudes en línea',
  miniSiteUrlRequired: 'La URL es obligatoria',
  miniSiteUrlFormat: 'Use solo letras minúsculas, números y guiones',
  miniSiteUrlLength: 'La URL debe tener entre 3 y 40 caracteres',
  miniSiteUrlTaken: 'Esta URL ya está en uso',
  miniSitePremium: 'El minisitio es una función Premium',
  miniSiteHeadingRequired: 'Agregue un título antes de publicar',
  buttonNameRequired: 'El nombre del botón es obligatorio',
  placementsRequired: 'Elija al menos una ubicación',
  campaignDuration: 'Elija una campaña de 3, 7 o 30 días',
  notYourProvider: 'Solo puede administrar su propio perfil de proveedor',
  planSwitchSampleOnly:
    'El plan de un perfil real cambia con un pago (Empezar Premium en la página de planes); solo los perfiles de muestra pueden cambiar de plan',
  textInvalidCharacters: 'Quite los caracteres de control o los símbolos dañados de este texto',
  textSingleLine:
    'Use una sola línea, sin tabulaciones, saltos de línea ni caracteres de dirección del texto',
  wrongEmailOrPassword: 'Correo electrónico o contraseña incorrectos',
  incorrectEmailOrPassword: 'El correo electrónico o la contraseña no son correctos',
  emailExists: 'Ya existe una cuenta con este correo electrónico',
  unauthorized: 'No autorizado. Vuelva a iniciar sesión.',
  adminOnly: 'Acceso denegado. Se necesitan permisos de administrador.',
  badRequest: 'Solicitud incorrecta',
  unexpected: 'Ocurrió un error inesperado',
  verifyEmailFirst: 'Verifique su correo electrónico antes de iniciar sesión.',
  googleStartFailed: 'No se pudo iniciar sesión con Google',
  googleFailed: 'Falló el inicio de sesión con Google',
  oauthMissingParams: 'Faltan parámetros de OAuth. Inténtelo de nuevo.',
  googleSignInNotThisBrowser:
    'Este inicio de sesión con Google se empezó en otro navegador, ya se usó o venció. Inténtelo de nuevo.',
  facebookSoon: 'Pronto podrá iniciar sesión con Facebook',
  usersLoadFailed: 'No se pudieron cargar los usuarios',
  invalidApiKey: 'La clave de API no es válida',
};

export const ADMIN_MESSAGES_ES: Spanish<typeof ADMIN_MESSAGES> = {
  userNotFound: MESSAGES_ES.userNotFound,
  adminNotFound: 'No encontramos a este administrador',
  reviewNotFound: MESSAGES_ES.reviewNotFound,
  cannotBlockSelf: 'No puede bloquear su propia cuenta.',
  cannotDeleteSelf: 'No puede eliminar su propia cuenta desde la consola de administración.',
  cannotRemoveSelf: 'No puede eliminar su propio perfil de administrador.',
  lastAdmin: 'No se puede eliminar al último administrador. Primero invite a otro administrador.',
  noOwner:
    'Este proveedor todavía no tiene dueño, así que no hay nadie a quien enviarle un enlace de contraseña.',
  ownerBlocked:
    'La cuenta del dueño está bloqueada. Desbloquéela antes de enviar un enlace de contraseña.',
  adminBlocked:
    'La cuenta de este administrador está bloqueada. Desbloquéela antes de enviar un enlace para restablecer la contraseña.',
  linkNotSent:
    'No se pudo enviar el enlace de contraseña en este momento. Inténtelo de nuevo más tarde.',
  notUnderAppeal: 'Esta reseña no tiene una apelación.',
  alreadyAdmin: 'Esta persona ya es administradora.',
  inviteBlocked: 'Esta cuenta está bloqueada y no puede ser administradora.',
  inviteInvalid: 'Este enlace de invitación no es válido o venció. Pida una nueva invitación.',
  inviteNotSent: 'No se pudo enviar la invitación en este momento. Inténtelo de nuevo más tarde.',
};

export const CODE_MESSAGES_ES: Spanish<typeof CODE_MESSAGES> = {
  invalid: 'El código no es correcto. Revíselo e inténtelo de nuevo.',
  expired: 'El código venció. Pida uno nuevo.',
  burned: 'Demasiados intentos incorrectos. Pida un código nuevo.',
};

export const AUTH_MESSAGES_ES: Spanish<typeof AUTH_MESSAGES> = {
  blocked: 'Esta cuenta fue bloqueada. Comuníquese con el equipo de soporte.',
  codeInvalid: CODE_MESSAGES_ES.invalid,
  codeExpired: CODE_MESSAGES_ES.expired,
  codeBurned: CODE_MESSAGES_ES.burned,
  resetLinkInvalid:
    'Este enlace para restablecer la contraseña no es válido o venció. Pida uno nuevo.',
  pictureNotIssued: 'Primero debe subir las fotos a través de este sitio para poder usarlas.',
  socialTicketInvalid: 'No se pudo confirmar el inicio de sesión con Google. Inténtelo de nuevo.',
  socialNoAccount:
    'Todavía no hay ninguna cuenta vinculada a esta cuenta de Google. Regístrese con Google.',
};

export const ACCOUNT_MESSAGES_ES: Spanish<typeof ACCOUNT_MESSAGES> = {
  currentPasswordRequired: 'Escriba su contraseña actual',
  currentPasswordWrong: 'Su contraseña actual no es correcta',
  googleReauthRequired:
    'Por su seguridad, vuelva a iniciar sesión con Google y repita este cambio en los próximos 10 minutos',
  sameEmail: 'Este ya es su correo electrónico',
  noPendingEmail: 'No hay ningún cambio de correo electrónico por confirmar. Empiece de nuevo.',
  unlinkNeedsPassword:
    'Cree una contraseña antes de desvincular Google, para que pueda seguir iniciando sesión',
  googleNotLinked: 'No hay ninguna cuenta de Google vinculada',
  deleteEmailMismatch: 'Para confirmar, escriba su correo electrónico exactamente como aparece',
  cityTooLong: 'La ciudad puede tener como máximo 100 caracteres',
  stateCode: MESSAGES_ES.stateCode,
  profileSaved: 'Su perfil se actualizó',
  emailCodeSent:
    'Enviamos un código de verificación de 5 dígitos a su nueva dirección. Escríbalo para confirmar el cambio.',
  emailChanged: 'Su correo electrónico se cambió',
  passwordChanged: 'Su contraseña se cambió. Se cerró la sesión en sus otros dispositivos.',
  passwordSet:
    'Su contraseña quedó guardada. Ahora también puede iniciar sesión con su correo electrónico.',
  googleUnlinked: 'Google se desvinculó de su cuenta',
  notificationsSaved: 'Sus preferencias de notificaciones se guardaron',
};

export const IMPORT_MESSAGES_ES: Spanish<typeof IMPORT_MESSAGES> = {
  importNotFound: 'No encontramos esta importación',
  matchNotFound: 'Esta coincidencia no está en la cola de revisión',
  matchDecided: 'Esta coincidencia ya se decidió.',
  matchIntoNotCandidate: 'Elija uno de los candidatos de la lista para unirlos.',
  fileRequired: 'Elija un archivo para importar',
  fileNotFound: 'Ese archivo no está en la carpeta de importaciones',
  fileOutsideFolder: 'El archivo debe ser un nombre dentro de la carpeta de importaciones',
  fileTooLarge:
    'El archivo es demasiado grande para subirlo. Póngalo en la carpeta de importaciones.',
  sourceRequired: 'Elija la fuente: overture o nppes',
  confidenceRange: 'El mínimo de confianza va de 0 a 1',
  suggestionNotFound: 'Esta sugerencia no existe o ya se atendió',
  processStopped:
    'El proceso que hacía la importación se detuvo; sigue desde el último lote guardado',
  queueOff:
    'Las importaciones están desactivadas en este servidor (JOB_QUEUE=off); use pnpm data:import',
  unexpectedFailure:
    'La importación se detuvo por un error inesperado; vea el registro del servidor',
};

export const CLAIM_MESSAGES_ES: Spanish<typeof CLAIM_MESSAGES> = {
  notFound: 'No encontramos esta solicitud para reclamar el perfil',
  alreadyOwned: 'Su dueño ya reclamó este perfil.',
  alreadyPending:
    'Ya tiene una solicitud para reclamar este perfil en revisión. Le avisaremos por correo electrónico cuando se decida.',
  notPending: 'Ya se tomó una decisión sobre esta solicitud.',
};

export const PAYMENT_MESSAGES_ES: Spanish<typeof PAYMENT_MESSAGES> = {
  cardDeclined: 'Su tarjeta fue rechazada.',
  cardNumberInvalid: 'Escriba un número de tarjeta válido',
  cardExpiryInvalid: 'Escriba la fecha de vencimiento como MM/AA',
  cardCvcInvalid: 'Escriba el código de seguridad de 3 o 4 dígitos',
  testCardsOnly:
    'El modo de prueba solo acepta tarjetas de prueba de Stripe, como 4242 4242 4242 4242',
  checkoutComplete: 'Este pago ya se realizó',
  alreadyPremium: 'Este perfil ya tiene Premium',
  noSubscription: 'Este perfil no tiene una suscripción Premium que cancelar',
  campaignNotPayable: 'Esta campaña no está esperando un pago',
  reasonRequired: 'El motivo es obligatorio',
  planNeedsOwner: 'Solo un perfil reclamado puede cambiar de plan',
  cardExpired: 'Su tarjeta está vencida.',
  webhookSignature: 'No se pudo verificar la firma del webhook',
  paymentsUnavailable: 'Los pagos no están disponibles en este momento; inténtelo más tarde',
  savedCardMissing: 'Elija una de sus tarjetas guardadas',
  portalUnavailable: 'El portal de facturación se abre cuando haya pagado con Stripe',
};

export const TRUST_MESSAGES_ES: Spanish<typeof TRUST_MESSAGES> = {
  invitationsRequired: 'Escriba al menos un correo electrónico',
  invitationsMax: `Puede invitar a un máximo de ${INVITATIONS_PER_REQUEST} personas a la vez`,
  invitationEmail: 'Escriba correos electrónicos válidos, uno por línea',
  invitationsPerDay: `Puede invitar a un máximo de ${INVITATIONS_PER_DAY} personas al día. Inténtelo de nuevo más tarde.`,
  invitationInvalid:
    'Este enlace de invitación no es válido. Aun así, puede escribir una reseña sin él.',
  invitationUsed: 'Esta invitación ya se usó para una reseña.',
  invitationOtherEmail:
    'Esta invitación se envió a otro correo electrónico. Inicie sesión con ese correo o escriba su reseña sin la invitación.',
  invitationOtherProvider: 'Esta invitación es para otro proveedor.',
  unsubscribeInvalid: 'Este enlace para darse de baja no es válido.',
  reportReasonRequired: 'Elija un motivo para su denuncia',
  reportDetailsMax: 'Los detalles pueden tener como máximo 1000 caracteres',
  reportOwnReview: 'No puede denunciar su propia reseña.',
  reportDuplicate: 'Usted ya denunció esta reseña.',
  decisionReasonRequired: 'Elija un motivo de la lista publicada',
  decisionReasonMismatch: 'Este motivo no corresponde a esa decisión',
  reportAlreadyDecided: 'Ya se tomó una decisión sobre estas denuncias.',
  reportNotFound: 'No encontramos esta denuncia',
};

export const ALERT_MESSAGES_ES: Spanish<typeof ALERT_MESSAGES> = {
  noteRequired: 'Escriba el motivo de esta decisión',
  noteMax: 'El motivo puede tener como máximo 1000 caracteres',
  summaryRequired: 'Describa lo que encontraron los moderadores',
  summaryMax: 'La descripción puede tener como máximo 1000 caracteres',
  ruleRequired: 'Elija lo que se encontró',
  providerRequired: 'Escriba el id del proveedor',
  alertNotFound: 'No encontramos esta alerta',
  alertDecided: 'Ya se tomó una decisión sobre esta alerta.',
  reviewsNotOfProvider: 'Cada reseña indicada debe ser una reseña de este proveedor',
};

export const LEAD_ADDRESS_MESSAGES_ES: Spanish<typeof LEAD_ADDRESS_MESSAGES> = {
  pending:
    'Pendiente de confirmación: enviamos un enlace a este correo. Hasta que se confirme, las nuevas solicitudes se guardan en su panel y se envían al correo de su cuenta.',
  confirmed: 'Confirmado: las nuevas solicitudes se envían a este correo.',
  willConfirm:
    'Un correo nuevo recibe un enlace de confirmación antes de que se le envíe cualquier solicitud.',
  pageTitle: 'Confirmar el correo para solicitudes',
  pageIntro:
    'Confirme que las solicitudes enviadas con el formulario de este proveedor se le pueden enviar por correo electrónico.',
  confirmButton: 'Confirmar este correo',
  confirmedTitle: 'Correo confirmado',
  invalidLink: 'Este enlace de confirmación no es válido, venció o ya se usó',
};

export const API_MESSAGES_ES: Spanish<typeof API_MESSAGES> = {
  fileLinkInvalid: 'Este enlace no es válido o venció',
  fileNotFound: 'No encontramos este archivo',
  campaignNotFound: 'No encontramos esta campaña',
  campaignOver: 'Esta campaña ya se canceló o terminó',
  checkoutNotFound: 'No encontramos este proceso de pago',
  paymentNotFound: 'No encontramos este pago',
  savedCardNotFound: 'No encontramos esta tarjeta guardada',
  miniSiteNotFound: 'No encontramos este minisitio',
  googleNotConfigured: 'El inicio de sesión con Google no está configurado en este servidor',
  internalError: 'Error interno del servidor',
  bodyTooLarge: 'El contenido de la solicitud es demasiado grande',
  malformedJson: 'El JSON de la solicitud no es válido',
  notFound: 'No encontrado',
  forbidden: 'Acceso denegado',
};

export const REVIEW_MESSAGES_ES: Spanish<typeof REVIEW_MESSAGES> = {
  providerNotFound: MESSAGES_ES.providerNotFound,
  reviewNotFound: MESSAGES_ES.reviewNotFound,
  ownBusiness: 'No puede escribir una reseña de su propio negocio',
  alreadyReviewed: 'Usted ya escribió una reseña de este proveedor',
  notYours: 'Solo puede eliminar sus propias reseñas',
  notYoursToEdit: 'Solo puede editar sus propias reseñas',
  invalidCursor: 'El cursor no es válido',
  photoNotIssued: 'Primero debe subir las fotos a este sitio',
};

export const IMAGE_MESSAGES_ES: Spanish<typeof IMAGE_MESSAGES> = {
  missing: 'Elija un archivo para subir',
  notImage: 'Solo se aceptan imágenes JPEG, PNG, WebP y GIF',
  unreadable: 'Esta imagen está dañada o incompleta y no se puede leer',
  tooManyPixels: `Esta imagen es demasiado grande: como máximo ${MAX_INPUT_PIXELS / 1_000_000} megapíxeles`,
};

export const POST_MESSAGES_ES: Spanish<typeof POST_MESSAGES> = {
  claimFirst: 'Reclame este perfil para poder publicar',
};

export const FIELD_MESSAGES_ES: Spanish<typeof FIELD_MESSAGES> = {
  invalidId: 'El id no es válido',
  invalidUserId: 'El id del usuario no es válido',
  invalidLeadId: 'El id de la solicitud no es válido',
  invalidReviewId: 'El id de la reseña no es válido',
  invalidProviderId: 'El id del proveedor no es válido',
  trueOrFalse: 'Debe ser true o false',
  number: 'Debe ser un número',
  wholeNumber: 'Debe ser un número entero',
  stateTwoLetters: 'El estado debe ser un código de dos letras',
  ratingsRange: 'Las calificaciones van del 1 al 5',
  invitationLinkInvalid: 'Este enlace de invitación no es válido o venció',
  headingMax: 'El título puede tener como máximo 120 caracteres',
  miniSiteDescriptionMax: 'La descripción puede tener como máximo 1000 caracteres',
};

/** Each message object with its Spanish: what `SPANISH.exact` is made of (and the tests). */
export const MESSAGE_OBJECTS_ES: readonly (readonly [
  Readonly<Record<string, string>>,
  Readonly<Record<string, string>>,
])[] = [
  [MESSAGES, MESSAGES_ES],
  [ADMIN_MESSAGES, ADMIN_MESSAGES_ES],
  [CODE_MESSAGES, CODE_MESSAGES_ES],
  [AUTH_MESSAGES, AUTH_MESSAGES_ES],
  [ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_ES],
  [CLAIM_MESSAGES, CLAIM_MESSAGES_ES],
  [IMPORT_MESSAGES, IMPORT_MESSAGES_ES],
  [PAYMENT_MESSAGES, PAYMENT_MESSAGES_ES],
  [TRUST_MESSAGES, TRUST_MESSAGES_ES],
  [ALERT_MESSAGES, ALERT_MESSAGES_ES],
  [LEAD_ADDRESS_MESSAGES, LEAD_ADDRESS_MESSAGES_ES],
  [API_MESSAGES, API_MESSAGES_ES],
  [REVIEW_MESSAGES, REVIEW_MESSAGES_ES],
  [IMAGE_MESSAGES, IMAGE_MESSAGES_ES],
  [POST_MESSAGES, POST_MESSAGES_ES],
  [FIELD_MESSAGES, FIELD_MESSAGES_ES],
];

/** The singular or the plural of a Spanish word for a count written as digits. */
const plural = (n: string, one: string, many: string) => (n === '1' ? one : many);

/**
 * Messages with values in them (zod's defaults, the schemas' templated limits, the API's
 * waits): the English as a pattern, anchored, and its Spanish. English never matches twice.
 */
export const SPANISH_PATTERNS: MessageTranslations['patterns'] = [
  // zod defaults (zod 3, en locale)
  [/^Required$/, () => 'Este campo es obligatorio'],
  [/^Invalid input$/, () => 'El valor no es válido'],
  [/^Invalid$/, () => 'El valor no es válido'],
  [/^Invalid date$/, () => 'La fecha no es válida'],
  [/^Invalid email$/, () => 'El correo electrónico no es válido'],
  [/^Invalid url$/, () => 'La URL no es válida'],
  [/^Invalid uuid$/, () => 'El identificador no es válido'],
  [
    /^Invalid (datetime|cuid|cuid2|ulid|emoji|ip|base64|nanoid|date|time|duration|cidr|jwt)$/,
    () => 'El formato no es válido',
  ],
  [
    /^Expected (\w+), received (\w+)$/,
    (expected, received) =>
      `Se esperaba ${typeName(expected!)} y se recibió ${typeName(received!)}`,
  ],
  [
    /^Invalid literal value, expected (.+)$/,
    (expected) => `Valor no válido: se esperaba ${expected}`,
  ],
  [/^Unrecognized key\(s\) in object: (.+)$/, (keys) => `Campos no reconocidos: ${keys}`],
  [
    /^Invalid discriminator value\. Expected (.+)$/,
    (options) => `Valor no válido. Se esperaba ${options}`,
  ],
  [
    /^Invalid enum value\. Expected (.+), received (.+)$/,
    (options, received) => `Valor no válido. Se esperaba ${options} y se recibió ${received}`,
  ],
  [
    /^String must contain at least (\d+) character\(s\)$/,
    (n) => `Debe tener al menos ${n} ${plural(n!, 'carácter', 'caracteres')}`,
  ],
  [
    /^String must contain at most (\d+) character\(s\)$/,
    (n) => `Debe tener como máximo ${n} ${plural(n!, 'carácter', 'caracteres')}`,
  ],
  [
    /^String must contain exactly (\d+) character\(s\)$/,
    (n) => `Debe tener exactamente ${n} ${plural(n!, 'carácter', 'caracteres')}`,
  ],
  [
    /^String must contain over (\d+) character\(s\)$/,
    (n) => `Debe tener más de ${n} ${plural(n!, 'carácter', 'caracteres')}`,
  ],
  [
    /^String must contain under (\d+) character\(s\)$/,
    (n) => `Debe tener menos de ${n} ${plural(n!, 'carácter', 'caracteres')}`,
  ],
  [
    /^Array must contain at least (\d+) element\(s\)$/,
    (n) => `Debe tener al menos ${n} ${plural(n!, 'elemento', 'elementos')}`,
  ],
  [
    /^Array must contain at most (\d+) element\(s\)$/,
    (n) => `Debe tener como máximo ${n} ${plural(n!, 'elemento', 'elementos')}`,
  ],
  [
    /^Array must contain exactly (\d+) element\(s\)$/,
    (n) => `Debe tener exactamente ${n} ${plural(n!, 'elemento', 'elementos')}`,
  ],
  [
    /^Array must contain more than (\d+) element\(s\)$/,
    (n) => `Debe tener más de ${n} ${plural(n!, 'elemento', 'elementos')}`,
  ],
  [
    /^Array must contain less than (\d+) element\(s\)$/,
    (n) => `Debe tener menos de ${n} ${plural(n!, 'elemento', 'elementos')}`,
  ],
  [
    /^Number must be greater than or equal to (-?[\d.e+]+)$/,
    (n) => `Debe ser mayor o igual que ${n}`,
  ],
  [/^Number must be less than or equal to (-?[\d.e+]+)$/, (n) => `Debe ser menor o igual que ${n}`],
  [/^Number must be greater than (-?[\d.e+]+)$/, (n) => `Debe ser mayor que ${n}`],
  [/^Number must be less than (-?[\d.e+]+)$/, (n) => `Debe ser menor que ${n}`],
  [/^Number must be exactly(?: equal to)? (-?[\d.e+]+)$/, (n) => `Debe ser exactamente ${n}`],
  [/^Number must be a multiple of (-?[\d.e+]+)$/, (n) => `Debe ser múltiplo de ${n}`],
  [/^Number must be finite$/, () => 'Debe ser un número finito'],
  [/^Expected integer, received float$/, () => 'Debe ser un número entero'],
  // the contracts' templated limits
  [/^Must be at least (-?[\d.]+)$/, (n) => `Debe ser al menos ${n}`],
  [/^Must be at most (-?[\d.]+)$/, (n) => `Debe ser como máximo ${n}`],
  [/^Must be at most (\d+) characters$/, (n) => `Puede tener como máximo ${n} caracteres`],
  [
    /^First Name must be at most (\d+) characters$/,
    (n) => `El nombre puede tener como máximo ${n} caracteres`,
  ],
  [
    /^Last Name must be at most (\d+) characters$/,
    (n) => `El apellido puede tener como máximo ${n} caracteres`,
  ],
  [/^At most (\d+) photos$/, (n) => `Como máximo ${n} ${plural(n!, 'foto', 'fotos')}`],
  [/^At most (\d+) options$/, (n) => `Como máximo ${n} ${plural(n!, 'opción', 'opciones')}`],
  [/^At most (\d+) buttons$/, (n) => `Como máximo ${n} ${plural(n!, 'botón', 'botones')}`],
  [
    /^Profile name must be at most (\d+) characters$/,
    (n) => `El nombre del perfil puede tener como máximo ${n} caracteres`,
  ],
  [
    /^Options are at most (\d+) characters$/,
    (n) => `Cada opción puede tener como máximo ${n} caracteres`,
  ],
  [
    /^Message must be at most (\d+) characters$/,
    (n) => `El mensaje puede tener como máximo ${n} caracteres`,
  ],
  [
    /^Button names are at most (\d+) characters$/,
    (n) => `El nombre de cada botón puede tener como máximo ${n} caracteres`,
  ],
  [
    /^Offset must be at most (\d+): narrow the search or the filters to see more results$/,
    (n) =>
      `El desplazamiento (offset) no puede ser mayor que ${n}: precise la búsqueda o los filtros para ver más resultados`,
  ],
  [
    /^You can invite up to (\d+) people at a time$/,
    (n) => `Puede invitar a un máximo de ${n} personas a la vez`,
  ],
  [
    /^Already invited in the last (\d+) days$/,
    (n) => `Ya recibió una invitación en los últimos ${n} días`,
  ],
  // the API's waits and Nest's own texts
  [
    /^Too many requests\. Please try again in (\d+) seconds\.$/,
    (n) =>
      `Demasiadas solicitudes. Inténtelo de nuevo en ${n} ${plural(n!, 'segundo', 'segundos')}.`,
  ],
  [
    /^Please wait (\d+) seconds before requesting a new code\.$/,
    (n) => `Espere ${n} ${plural(n!, 'segundo', 'segundos')} antes de pedir un código nuevo.`,
  ],
  [
    /^Cannot (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+)$/,
    (method, path) => `No existe ${method} ${path}`,
  ],
];

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  integer: 'número entero',
  float: 'número decimal',
  nan: 'un valor no numérico',
  boolean: 'verdadero o falso',
  array: 'lista',
  object: 'objeto',
  null: 'nulo',
  undefined: 'nada',
  date: 'fecha',
};

function typeName(type: string): string {
  return TYPE_NAMES[type] ?? type;
}

export const SPANISH: MessageTranslations = {
  exact: new Map(
    [...MESSAGE_OBJECTS_ES, ...LABEL_OBJECTS_ES].flatMap(([english, spanish]) =>
      pairMessages(english, spanish),
    ),
  ),
  patterns: [...SPANISH_PATTERNS, ...LABEL_PATTERNS_ES],
};

/** `message` in `locale` (English comes back unchanged, and so does an unknown text). */
export function translateMessage(message: string, locale: TLocale): string {
  return translateWith(SPANISH, message, locale);
}
