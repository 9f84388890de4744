import type { Category } from '../constants.js';
import type { CategoryMapping } from './category-map.js';

/**
 * NPPES taxonomy codes (the NUCC Health Care Provider Taxonomy, columns 'Healthcare
 * Provider Taxonomy Code_1'..'_15' of the NPI Downloadable File) that belong in the
 * directory. A key is a whole 10-character code or a prefix of one (a taxonomy group):
 * the longest key that starts the code wins. A provider whose primary taxonomy matches no
 * key is skipped by the importer and counted as `unmapped_taxonomy:<code>`.
 */
const entry = (category: Category, specialty: string | null): CategoryMapping => ({
  category,
  specialty,
});

export const NPPES_TAXONOMY_MAP: Readonly<Record<string, CategoryMapping>> = {
  // Chiropractors (111N...)
  '111N': entry('Chiropractors', null),
  '111NI0013X': entry('Chiropractors', 'Independent Medical Examiner'),
  '111NN0400X': entry('Chiropractors', 'Neurology'),
  '111NR0200X': entry('Chiropractors', 'Radiology'),
  '111NR0400X': entry('Chiropractors', 'Rehabilitation'),
  '111NS0005X': entry('Chiropractors', 'Sports Physician'),
  '111NT0100X': entry('Chiropractors', 'Thermography'),
  '111NX0100X': entry('Chiropractors', 'Occupational Health'),
  '111NX0800X': entry('Chiropractors', 'Orthopedic'),
  '111NP0017X': entry('Chiropractors', 'Pediatric Chiropractor'),
  // Radiology and imaging (2085R..., 261QR0200X, 261QM1200X)
  '2085': entry('MRI/Imaging Centers', 'Radiology'),
  '2085R0202X': entry('MRI/Imaging Centers', 'Diagnostic Radiology'),
  '2085N0700X': entry('MRI/Imaging Centers', 'Neuroradiology'),
  '2085U0001X': entry('MRI/Imaging Centers', 'Ultrasound'),
  '261QR0200X': entry('MRI/Imaging Centers', 'Radiology'),
  '261QR0206X': entry('MRI/Imaging Centers', 'Mammography'),
  '261QR0208X': entry('MRI/Imaging Centers', 'Mobile Imaging'),
  '261QM1200X': entry('MRI/Imaging Centers', 'MRI'),
  '261QX0203X': entry('MRI/Imaging Centers', 'Radiation Oncology'),
  // Clinics and centres (261Q...), urgent care
  '261Q': entry('Medical Facilities', 'Clinic'),
  '261QU0200X': entry('Medical Facilities', 'Urgent Care'),
  '261QE0002X': entry('Medical Facilities', 'Emergency Care'),
  '261QP3300X': entry('Medical Facilities', 'Pain'),
  '261QR0400X': entry('Medical Facilities', 'Rehabilitation'),
  '261QA1903X': entry('Medical Facilities', 'Ambulatory Surgical'),
  '261QP2000X': entry('Medical Facilities', 'Physical Therapy'),
  '261QM1300X': entry('Medical Facilities', 'Multi-Specialty'),
  '261QP2300X': entry('Medical Facilities', 'Primary Care'),
  // Hospitals (282N..., 283X rehabilitation hospitals)
  '282N': entry('Medical Facilities', 'Hospital'),
  '282NC0060X': entry('Medical Facilities', 'Critical Access Hospital'),
  '283X': entry('Medical Facilities', 'Rehabilitation Hospital'),
  // Orthopaedic surgery (207X...)
  '207X': entry('Medical Facilities', 'Orthopedics'),
  '207XS0114X': entry('Medical Facilities', 'Spine Surgery'),
  '207XX0005X': entry('Medical Facilities', 'Sports Medicine'),
  '207XS0106X': entry('Medical Facilities', 'Hand Surgery'),
  '207XX0801X': entry('Medical Facilities', 'Orthopedic Trauma'),
  // Physical medicine and rehabilitation, pain medicine
  '2081': entry('Medical Facilities', 'Physical Medicine and Rehabilitation'),
  '2081P2900X': entry('Medical Facilities', 'Pain Medicine'),
  '208VP0014X': entry('Medical Facilities', 'Pain Management'),
  '208VP0000X': entry('Medical Facilities', 'Pain Medicine'),
  '207LP2900X': entry('Medical Facilities', 'Pain Medicine'),
  // Emergency medicine, neurology, neurosurgery
  '207P': entry('Medical Facilities', 'Emergency Medicine'),
  '2084N0400X': entry('Medical Facilities', 'Neurology'),
  '207T': entry('Medical Facilities', 'Neurosurgery'),
  // Physical therapy (2251...), occupational therapy (225X...)
  '2251': entry('Medical Facilities', 'Physical Therapy'),
  '225X': entry('Medical Facilities', 'Occupational Therapy'),
  // Ambulance services (3416...) carry injured people: listed with medical facilities
  '3416': entry('Medical Facilities', 'Ambulance'),
};

const KEY_LENGTHS = [...new Set(Object.keys(NPPES_TAXONOMY_MAP).map((k) => k.length))].sort(
  (a, b) => b - a,
);

/** The mapping of one taxonomy code (longest matching key), or null when it is not ours. */
export function mapTaxonomyCode(code: string | null | undefined): CategoryMapping | null {
  const c = (code ?? '').trim().toUpperCase();
  if (!c) return null;
  for (const len of KEY_LENGTHS) {
    if (len > c.length) continue;
    const hit = NPPES_TAXONOMY_MAP[c.slice(0, len)];
    if (hit) return hit;
  }
  return null;
}

/**
 * The category of a provider from its primary taxonomy, with the specialties of it and of
 * its other taxonomies; null when the primary taxonomy is not one of ours.
 */
export function mapTaxonomies(
  primary: string | null | undefined,
  others: readonly (string | null | undefined)[] = [],
): { category: Category; specialties: string[] } | null {
  const main = mapTaxonomyCode(primary);
  if (!main) return null;
  const specialties: string[] = [];
  const add = (s: string | null) => {
    if (s && !specialties.includes(s)) specialties.push(s);
  };
  add(main.specialty);
  for (const code of others) add(mapTaxonomyCode(code)?.specialty ?? null);
  return { category: main.category, specialties };
}
