import type { Category } from '../constants.js';
import { searchKey } from './search.js';

/**
 * The words people search with, mapped to what the directory calls it (issue 15). A search
 * text that is one of these phrases (after any place in it is taken out) lists that
 * category; `fact` also keeps only the providers with that injury fact. Specialties
 * ('whiplash', 'slip and fall') are no synonyms: the text search finds them in every
 * category whose providers list them.
 */
export const SEARCH_SYNONYMS: ReadonlyArray<{
  phrases: readonly string[];
  category?: Category;
  fact?: 'pipAccepted';
}> = [
  {
    category: 'Law Firms',
    phrases: [
      'lawyer',
      'lawyers',
      'attorney',
      'attorneys',
      'law firm',
      'law firms',
      'law office',
      'injury lawyer',
      'accident lawyer',
      'personal injury lawyer',
      'personal injury attorney',
      // Spanish (accents are ignored: 'grúa' is 'grua').
      'abogado',
      'abogados',
      'abogada',
      'abogadas',
      'bufete',
      'bufete de abogados',
      'abogado de accidentes',
      'abogado de lesiones',
      'abogado de lesiones personales',
    ],
  },
  {
    category: 'Towing Services',
    phrases: [
      'tow',
      'tows',
      'tow truck',
      'tow trucks',
      'towing',
      'wrecker',
      'wreckers',
      'towing service',
      'grua',
      'gruas',
      'servicio de grua',
      'remolque',
      'remolques',
    ],
  },
  {
    category: 'Chiropractors',
    phrases: [
      'chiropractor',
      'chiropractors',
      'chiro',
      'chiropractic',
      'quiropractico',
      'quiropracticos',
      'quiropractica',
      'quiropractor',
      'quiropractores',
    ],
  },
  {
    category: 'MRI/Imaging Centers',
    phrases: [
      'mri',
      'ct',
      'ct scan',
      'cat scan',
      'x-ray',
      'xray',
      'x ray',
      'imaging',
      'imaging center',
      'mri center',
      'resonancia',
      'resonancia magnetica',
      'radiografia',
      'rayos x',
      'tomografia',
      'centro de imagenes',
    ],
  },
  {
    category: 'Auto Body Shops',
    phrases: [
      'body shop',
      'body shops',
      'collision',
      'collision repair',
      'auto body',
      'auto repair',
      'taller',
      'taller de carroceria',
      'carroceria',
      'hojalateria',
      'hojalateria y pintura',
    ],
  },
  {
    category: 'Case Funding Loans',
    phrases: [
      'funding',
      'lawsuit loan',
      'lawsuit loans',
      'lawsuit funding',
      'settlement loan',
      'case funding',
      'pre-settlement funding',
      'prestamo por demanda',
      'financiamiento de demanda',
      'adelanto de demanda',
    ],
  },
  {
    category: 'Insurance Agents',
    phrases: ['seguro', 'seguros', 'aseguradora', 'agente de seguros', 'agencia de seguros'],
  },
  {
    category: 'Medical Facilities',
    phrases: ['clinica', 'clinicas', 'centro medico', 'urgencias', 'atencion urgente'],
  },
  { fact: 'pipAccepted', phrases: ['pip', 'personal injury protection'] },
];

/** The synonym entry a whole search text is (case, accents and spacing ignored), or null. */
export function synonymOf(text: string): (typeof SEARCH_SYNONYMS)[number] | null {
  const key = searchKey(text);
  if (!key) return null;
  return SEARCH_SYNONYMS.find((s) => s.phrases.includes(key)) ?? null;
}
