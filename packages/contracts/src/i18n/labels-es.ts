import { AD_PLACEMENT_LABELS } from '../payments/payments.schemas.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { PASSWORD_REQUIREMENTS, PASSWORD_SPECIALS } from '../rules/password.js';
import {
  ALERT_RULE_TEXT,
  BURST_ACCOUNT_MAX_AGE_DAYS,
  BURST_MIN_REVIEWS,
  BURST_WINDOW_HOURS,
  SHARED_NETWORK_MIN_REVIEWS,
  SHARED_NETWORK_WINDOW_DAYS,
  type TAlertRule,
} from '../trust/alerts.schemas.js';
import { REPLY_CHECK_TEXT, SAFE_REPLIES } from '../trust/reply-check.js';
import { LISTING_SOURCES, type ListingSource } from '../listings/listing-status.js';
import { MODERATION_REASONS, REPORT_REASON_LABELS } from '../trust/trust.schemas.js';
import type { MessageTranslations } from './translate.js';

/**
 * Spanish of the labels and texts of @app/contracts that pages show as they are (report and
 * moderation reasons, consumer alerts, the reply check, ad placements, password rules). Each
 * record has the keys of its English, so a new label without Spanish fails the type check.
 */
type Spanish<T> = Record<keyof T, string>;

export const REPORT_REASON_LABELS_ES: Spanish<typeof REPORT_REASON_LABELS> = {
  fake_or_conflict: 'Falsa o con conflicto de intereses',
  offensive: 'Ofensiva',
  private_information: 'Información privada o médica',
  threat_or_harassment: 'Amenaza o acoso',
  not_real_experience: 'No trata de una experiencia real',
  other: 'Otro motivo',
};

const moderationLabels = Object.fromEntries(
  Object.entries(MODERATION_REASONS).map(([key, reason]) => [key, reason.label]),
) as Record<keyof typeof MODERATION_REASONS, string>;
export const MODERATION_REASON_LABELS_ES: Spanish<typeof MODERATION_REASONS> = {
  real_experience: 'Describe una experiencia real dentro de nuestras reglas',
  disputed_facts: 'Un desacuerdo sobre hechos que los moderadores no pueden resolver',
  no_breach_shown: 'Las pruebas no muestran que se hayan incumplido nuestras reglas',
  fake_or_conflict: 'Falsa o escrita con un conflicto de intereses',
  offensive: 'Lenguaje ofensivo',
  private_information: 'Información privada o médica',
  threat_or_harassment: 'Una amenaza o acoso',
  not_real_experience: 'No trata de una experiencia real',
  wrong_provider: 'Trata de otro proveedor',
};

const alertPart = (part: 'short' | 'admin' | 'public') =>
  Object.fromEntries(
    Object.entries(ALERT_RULE_TEXT).map(([rule, text]) => [rule, text[part]]),
  ) as Record<TAlertRule, string>;
export const ALERT_SHORT_ES: Record<TAlertRule, string> = {
  new_accounts_burst: 'Muchas reseñas de cuentas nuevas',
  shared_network: 'Una sola dirección de red',
  owner_linked: 'Vinculadas al propietario',
  incentive: 'Incentivos a cambio de reseñas',
  threat: 'Amenaza a un autor de reseña',
};
export const ALERT_ADMIN_ES: Record<TAlertRule, string> = {
  new_accounts_burst: `${BURST_MIN_REVIEWS} o más reseñas en ${BURST_WINDOW_HOURS} horas de cuentas creadas menos de ${BURST_ACCOUNT_MAX_AGE_DAYS} días antes`,
  shared_network: `${SHARED_NETWORK_MIN_REVIEWS} o más reseñas en ${SHARED_NETWORK_WINDOW_DAYS} días desde una sola dirección de red`,
  owner_linked:
    'Una reseña de una cuenta vinculada al propietario (el dominio del correo del sitio web, el del propietario o el de quien reclamó el perfil)',
  incentive: 'Los moderadores comprobaron que se ofreció algo a cambio de una reseña',
  threat: 'Los moderadores comprobaron una amenaza contra un autor de reseña',
};
export const ALERT_PUBLIC_ES: Record<TAlertRule, string> = {
  new_accounts_burst:
    'encontramos muchas reseñas de este proveedor escritas desde cuentas creadas poco antes.',
  shared_network:
    'encontramos varias reseñas de este proveedor enviadas desde la misma dirección de red.',
  owner_linked:
    'encontramos reseñas de este proveedor escritas desde cuentas vinculadas al negocio.',
  incentive: 'comprobamos que este proveedor ofreció algo a cambio de reseñas.',
  threat: 'comprobamos que este proveedor amenazó a un autor por una reseña.',
};

const replyCheckFlat = {
  threatTitle: REPLY_CHECK_TEXT.threat.title,
  threatExplain: REPLY_CHECK_TEXT.threat.explain,
  patientTitle: REPLY_CHECK_TEXT.patient_details.title,
  patientExplain: REPLY_CHECK_TEXT.patient_details.explain,
  clientTitle: REPLY_CHECK_TEXT.client_details.title,
  clientExplain: REPLY_CHECK_TEXT.client_details.explain,
  found: REPLY_CHECK_TEXT.found,
  suggestion: REPLY_CHECK_TEXT.suggestion,
  useSuggestion: REPLY_CHECK_TEXT.useSuggestion,
  publishAnyway: REPLY_CHECK_TEXT.publishAnyway,
  edit: REPLY_CHECK_TEXT.edit,
  heading: REPLY_CHECK_TEXT.heading,
};
export const REPLY_CHECK_TEXT_ES: Spanish<typeof replyCheckFlat> = {
  threatTitle: 'Esta respuesta puede leerse como una amenaza contra el autor de la reseña',
  threatExplain:
    'Amenazar a alguien con acciones legales, o insinuarlo, para que cambie o borre una reseña va contra nuestras reglas y contra la norma de la FTC sobre reseñas de consumidores. Si cree que la reseña incumple nuestras reglas, denúnciela o apele en su lugar.',
  patientTitle: 'Esta respuesta puede revelar información de salud de un paciente',
  patientExplain:
    'Los proveedores de salud no deben confirmar que alguien es paciente ni mencionar tratamientos, diagnósticos, fechas de visitas o seguros en una respuesta pública (HIPAA). Invite a la persona a comunicarse con su oficina.',
  clientTitle: 'Esta respuesta puede revelar información confidencial de un cliente',
  clientExplain:
    'Los abogados deben guardar la confidencialidad de sus clientes incluso al responder a una reseña negativa. No mencione el caso, sus hechos, fechas, montos ni consejos dados; invitar a hablar en privado es la respuesta segura.',
  found: 'Palabras que dieron lugar a esta advertencia:',
  suggestion: 'Una respuesta más segura que puede usar:',
  useSuggestion: 'Usar la respuesta más segura',
  publishAnyway: 'Publicar de todos modos',
  edit: 'Editar mi respuesta',
  heading: 'Antes de publicar',
};

export const SAFE_REPLIES_ES: Spanish<typeof SAFE_REPLIES> = {
  threat:
    'Gracias por sus comentarios. Tomamos en serio cada inquietud y queremos entender lo que pasó. Comuníquese directamente con nuestra oficina para que podamos hablarlo y tratar de resolverlo.',
  patient_details:
    'Gracias por sus comentarios. Valoramos a cada persona que nos contacta, y las normas de privacidad no nos permiten hablar en público de la atención de nadie. Llame a nuestra oficina para que podamos hablar de sus inquietudes directamente.',
  client_details:
    'Gracias por tomarse el tiempo de compartir sus comentarios. Nuestras obligaciones profesionales no nos permiten hablar de ningún asunto en público. Nos gustaría hablar con usted en privado; comuníquese con nuestra oficina.',
};

export const AD_PLACEMENT_LABELS_ES: Spanish<typeof AD_PLACEMENT_LABELS> = {
  main: 'Página principal',
  search: 'Resultados de búsqueda',
  provider: 'Página del proveedor',
  user: 'Página del usuario',
};

const passwordLabels = Object.fromEntries(
  PASSWORD_REQUIREMENTS.map((r) => [r.id, r.label]),
) as Record<(typeof PASSWORD_REQUIREMENTS)[number]['id'], string>;
export const PASSWORD_REQUIREMENTS_ES: Spanish<typeof passwordLabels> = {
  length: `Al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  uppercase: 'Una letra mayúscula',
  digit: 'Un número',
  special: `Un carácter especial (${PASSWORD_SPECIALS})`,
};

/** These records with their English, for `SPANISH.exact` (messages-es.ts) and the tests. */
const sourcePart = (part: 'licence' | 'attribution') =>
  Object.fromEntries(
    Object.entries(LISTING_SOURCES).map(([source, text]) => [source, text[part]]),
  ) as Record<ListingSource, string>;
/** The licences of the listings' sources and their attributions (issue 47): names stay. */
export const LISTING_SOURCE_LICENCES_ES: Record<ListingSource, string> = {
  overture: 'CDLA-Permissive-2.0, Apache-2.0 y CC0 (según la fuente)',
  nppes: 'Dominio público (CMS de EE. UU.)',
  owner: 'Enviada por el propio negocio',
  admin: 'Añadida por un administrador',
};
export const LISTING_SOURCE_ATTRIBUTIONS_ES: Record<ListingSource, string> = {
  overture: 'Overture Maps Foundation, tema Places (fuentes según cada registro)',
  nppes:
    'National Plan and Provider Enumeration System (NPPES), Centers for Medicare & Medicaid Services de EE. UU.',
  owner: 'Añadida por el negocio',
  admin: 'Añadida por InjuryPros',
};

export const LABEL_OBJECTS_ES: readonly (readonly [
  Readonly<Record<string, string>>,
  Readonly<Record<string, string>>,
])[] = [
  [REPORT_REASON_LABELS, REPORT_REASON_LABELS_ES],
  [moderationLabels, MODERATION_REASON_LABELS_ES],
  [alertPart('short'), ALERT_SHORT_ES],
  [alertPart('admin'), ALERT_ADMIN_ES],
  [alertPart('public'), ALERT_PUBLIC_ES],
  [replyCheckFlat, REPLY_CHECK_TEXT_ES],
  [SAFE_REPLIES, SAFE_REPLIES_ES],
  [AD_PLACEMENT_LABELS, AD_PLACEMENT_LABELS_ES],
  [passwordLabels, PASSWORD_REQUIREMENTS_ES],
  [sourcePart('licence'), LISTING_SOURCE_LICENCES_ES],
  [sourcePart('attribution'), LISTING_SOURCE_ATTRIBUTIONS_ES],
  // The other sources' names are names (Overture Maps Foundation, NPPES, InjuryPros).
  [{ owner: LISTING_SOURCES.owner.name }, { owner: 'El negocio' }],
];

const capitalized = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/** 'Consumer alert: …' of consumerAlertLine (alerts.schemas.ts), with its count of reviews. */
export const LABEL_PATTERNS_ES: MessageTranslations['patterns'] = (
  Object.keys(ALERT_RULE_TEXT) as TAlertRule[]
).map((rule) => {
  const english = capitalized(ALERT_RULE_TEXT[rule].public).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    new RegExp(
      `^Consumer alert: ${english}(?: (\\d+) reviews? no longer counts? in the rating\\.)?$`,
    ),
    (excluded?: string) =>
      `Alerta para consumidores: ${capitalized(ALERT_PUBLIC_ES[rule])}${
        excluded
          ? ` ${excluded} ${excluded === '1' ? 'reseña ya no cuenta' : 'reseñas ya no cuentan'} en la calificación.`
          : ''
      }`,
  ] as const;
});
