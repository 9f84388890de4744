import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_LIST_OFFSET } from '../constants.js';
import { API_MESSAGE_TEMPLATES, FIELD_MESSAGE_TEMPLATES } from '../rules/api-messages.js';
import { MESSAGES } from '../rules/messages.js';
import { MESSAGE_OBJECTS_ES, SPANISH, translateMessage } from './messages-es.js';

const zodMessage = (schema: z.ZodTypeAny, value: unknown): string => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!.message;
};

describe('Spanish of the shared messages', () => {
  it('has a Spanish, different from the English, for every message of every object', () => {
    for (const [english, spanish] of MESSAGE_OBJECTS_ES) {
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const es = spanish[key];
        expect(es, key).toBeTypeOf('string');
        expect(es!.trim(), key).not.toBe('');
        expect(es, key).not.toBe(text);
      }
    }
  });

  it('gives the same English the same Spanish wherever it appears', () => {
    for (const [english, spanish] of MESSAGE_OBJECTS_ES)
      for (const [key, text] of Object.entries(english))
        expect(SPANISH.exact.get(text), key).toBe(spanish[key]);
  });

  it('translates every exact message and leaves English alone', () => {
    for (const [english] of MESSAGE_OBJECTS_ES)
      for (const text of Object.values(english)) {
        expect(translateMessage(text, 'es')).toBe(SPANISH.exact.get(text));
        expect(translateMessage(text, 'en')).toBe(text);
      }
    expect(translateMessage(MESSAGES.providerNotFound, 'es')).toBe(
      'No encontramos a este proveedor',
    );
    expect(translateMessage(MESSAGES.emailRequired, 'es')).toBe(
      'El correo electrónico es obligatorio',
    );
  });

  it('returns an unknown text unchanged', () => {
    expect(translateMessage('Something nobody wrote', 'es')).toBe('Something nobody wrote');
    expect(translateMessage('', 'es')).toBe('');
  });

  it.each([
    [zodMessage(z.object({ a: z.string() }), {}), 'Este campo es obligatorio'],
    [zodMessage(z.string(), 5), 'Se esperaba texto y se recibió número'],
    [zodMessage(z.string().min(3), 'a'), 'Debe tener al menos 3 caracteres'],
    [zodMessage(z.string().min(1), ''), 'Debe tener al menos 1 carácter'],
    [zodMessage(z.string().max(10), 'x'.repeat(11)), 'Debe tener como máximo 10 caracteres'],
    [zodMessage(z.string().length(5), 'x'), 'Debe tener exactamente 5 caracteres'],
    [
      zodMessage(z.enum(['en', 'es']), 'fr'),
      "Valor no válido. Se esperaba 'en' | 'es' y se recibió 'fr'",
    ],
    [zodMessage(z.string().email(), 'x'), 'El correo electrónico no es válido'],
    [zodMessage(z.string().uuid(), 'x'), 'El identificador no es válido'],
    [zodMessage(z.string().url(), 'x'), 'La URL no es válida'],
    [zodMessage(z.number().min(2), 1), 'Debe ser mayor o igual que 2'],
    [zodMessage(z.number().max(2), 3), 'Debe ser menor o igual que 2'],
    [zodMessage(z.number().int(), 1.5), 'Se esperaba número entero y se recibió número decimal'],
    [zodMessage(z.array(z.string()).min(1), []), 'Debe tener al menos 1 elemento'],
    [zodMessage(z.array(z.string()).max(2), ['a', 'b', 'c']), 'Debe tener como máximo 2 elementos'],
    [zodMessage(z.object({}).strict(), { x: 1 }), "Campos no reconocidos: 'x'"],
    [zodMessage(z.union([z.string(), z.number()]), true), 'El valor no es válido'],
    [zodMessage(z.literal('a'), 'b'), 'Valor no válido: se esperaba "a"'],
    ['Must be at most 25 characters', 'Puede tener como máximo 25 caracteres'],
    ['Must be at least 1', 'Debe ser al menos 1'],
    ['Must be at most 100', 'Debe ser como máximo 100'],
    ['First Name must be at most 50 characters', 'El nombre puede tener como máximo 50 caracteres'],
    [
      'Last Name must be at most 50 characters',
      'El apellido puede tener como máximo 50 caracteres',
    ],
    ['At most 5 photos', 'Como máximo 5 fotos'],
    [
      MESSAGES.offsetTooDeep,
      `El desplazamiento (offset) no puede ser mayor que ${MAX_LIST_OFFSET}: precise la búsqueda o los filtros para ver más resultados`,
    ],
    [
      'Offset must be at most 20: narrow the search or the filters to see more results',
      'El desplazamiento (offset) no puede ser mayor que 20: precise la búsqueda o los filtros para ver más resultados',
    ],
    [
      API_MESSAGE_TEMPLATES.tooManyRequests(30),
      'Demasiadas solicitudes. Inténtelo de nuevo en 30 segundos.',
    ],
    [API_MESSAGE_TEMPLATES.waitForNewCode(1), 'Espere 1 segundo antes de pedir un código nuevo.'],
    ['Cannot GET /api/nothing', 'No existe GET /api/nothing'],
  ])('%s -> %s', (english, spanish) => {
    expect(translateMessage(english, 'es')).toBe(spanish);
    expect(translateMessage(english, 'en')).toBe(english);
  });

  it('translates every message template, with one and with many', () => {
    for (const templates of [API_MESSAGE_TEMPLATES, FIELD_MESSAGE_TEMPLATES])
      for (const [name, template] of Object.entries(templates))
        for (const n of [1, 7, 5000]) {
          const english = template(n);
          const spanish = translateMessage(english, 'es');
          expect(spanish, name).not.toBe(english);
          expect(spanish, name).toContain(String(n));
        }
    expect(translateMessage(FIELD_MESSAGE_TEMPLATES.atMostOptions(1), 'es')).toBe(
      'Como máximo 1 opción',
    );
  });

  it('anchors its patterns: a longer text is not half translated', () => {
    expect(translateMessage('Required field missing', 'es')).toBe('Required field missing');
    expect(translateMessage('Not Required', 'es')).toBe('Not Required');
  });
});

describe('labels the pages show as they are', () => {
  it('have Spanish for every entry, and the consumer alert line with its count', async () => {
    const { LABEL_OBJECTS_ES } = await import('./labels-es.js');
    const { consumerAlertLine, LISTING_SOURCES, REPORT_REASON_LABELS, SAFE_REPLIES } =
      await import('../index.js');
    for (const [english, spanish] of LABEL_OBJECTS_ES)
      for (const key of Object.keys(english)) {
        expect(spanish[key], key).toBeTruthy();
        expect(spanish[key], key).not.toBe(english[key]);
      }
    expect(translateMessage(REPORT_REASON_LABELS.offensive, 'es')).toBe('Ofensiva');
    expect(translateMessage(LISTING_SOURCES.nppes.licence, 'es')).toBe(
      'Dominio público (CMS de EE. UU.)',
    );
    expect(translateMessage(SAFE_REPLIES.threat, 'es')).toMatch(/^Gracias por sus comentarios/);
    expect(translateMessage(consumerAlertLine('threat', 0), 'es')).toBe(
      'Alerta para consumidores: Comprobamos que este proveedor amenazó a un autor por una reseña.',
    );
    expect(translateMessage(consumerAlertLine('shared_network', 2), 'es')).toBe(
      'Alerta para consumidores: Encontramos varias reseñas de este proveedor enviadas desde la misma dirección de red. 2 reseñas ya no cuentan en la calificación.',
    );
    expect(translateMessage(consumerAlertLine('incentive', 1), 'es')).toMatch(
      / 1 reseña ya no cuenta en la calificación\.$/,
    );
  });
});
