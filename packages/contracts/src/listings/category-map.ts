import type { Category } from '../constants.js';

/**
 * Overture Maps Places category names (the `categories.primary` / `categories.alternate`,
 * `taxonomy.primary` / `taxonomy.alternates` and `basic_category` values of the places
 * theme, see Overture's overture_categories.csv) that belong in the directory: each one
 * gives one of our eight categories and, where it says more, a specialty in our words.
 * A place whose primary category is not here is skipped by the importer and counted as
 * `unmapped_category:<name>`.
 */
export interface CategoryMapping {
  category: Category;
  specialty: string | null;
}

const law = (specialty: string | null = null): CategoryMapping => ({
  category: 'Law Firms',
  specialty,
});
const medical = (specialty: string | null = null): CategoryMapping => ({
  category: 'Medical Facilities',
  specialty,
});
const insurance = (specialty: string | null = null): CategoryMapping => ({
  category: 'Insurance Agents',
  specialty,
});
const imaging = (specialty: string | null = null): CategoryMapping => ({
  category: 'MRI/Imaging Centers',
  specialty,
});

export const OVERTURE_CATEGORY_MAP: Readonly<Record<string, CategoryMapping>> = {
  // Law firms (professional_services > lawyer)
  lawyer: law(),
  attorney: law(),
  law_firm: law(),
  legal_services: law(),
  personal_injury_law: law('Personal Injury'),
  personal_injury_lawyer: law('Personal Injury'),
  car_accident_lawyer: law('Car Accidents'),
  workers_compensation_law: law('Workers Compensation'),
  disability_law: law('Disability'),
  social_security_law: law('Social Security Disability'),
  medical_law: law('Medical Malpractice'),
  general_litigation: law('Litigation'),
  civil_rights_lawyers: law('Civil Rights'),
  traffic_ticketing_law: law('Traffic Tickets'),
  dui_law: law('DUI'),
  criminal_defense_law: law('Criminal Defense'),
  employment_law: law('Employment Law'),
  insurance_law: law('Insurance Claims'),
  // Medical facilities (health_and_medical)
  hospital: medical('Hospital'),
  childrens_hospital: medical('Hospital'),
  medical_center: medical(),
  walk_in_clinic: medical('Walk-in Clinic'),
  urgent_care_clinic: medical('Urgent Care'),
  emergency_room: medical('Emergency Room'),
  emergency_medicine: medical('Emergency Medicine'),
  doctor: medical(),
  family_practice: medical('Family Medicine'),
  internal_medicine: medical('Internal Medicine'),
  orthopedist: medical('Orthopedics'),
  orthopedic_surgeon: medical('Orthopedics'),
  sports_medicine: medical('Sports Medicine'),
  pain_management: medical('Pain Management'),
  neurologist: medical('Neurology'),
  neurosurgeon: medical('Neurosurgery'),
  physical_therapy: medical('Physical Therapy'),
  physical_medicine_and_rehabilitation: medical('Physical Medicine and Rehabilitation'),
  rehabilitation_center: medical('Rehabilitation'),
  occupational_therapy: medical('Occupational Therapy'),
  osteopath: medical('Osteopathic Medicine'),
  acupuncture: medical('Acupuncture'),
  massage_therapy: medical('Massage Therapy'),
  // Chiropractors
  chiropractor: { category: 'Chiropractors', specialty: null },
  // Imaging centres (health_and_medical > diagnostic_services)
  diagnostic_imaging: imaging(),
  diagnostic_services: imaging(),
  radiologist: imaging('Radiology'),
  ultrasound_imaging_center: imaging('Ultrasound'),
  mri_center: imaging('MRI'),
  // Auto body shops (automotive > automotive_services_and_repair)
  auto_body_shop: { category: 'Auto Body Shops', specialty: 'Collision Repair' },
  automotive_repair: { category: 'Auto Body Shops', specialty: null },
  auto_glass_service: { category: 'Auto Body Shops', specialty: 'Auto Glass' },
  car_window_tinting: { category: 'Auto Body Shops', specialty: null },
  // Towing
  towing_service: { category: 'Towing Services', specialty: null },
  emergency_roadside_service: { category: 'Towing Services', specialty: 'Roadside Assistance' },
  roadside_assistance: { category: 'Towing Services', specialty: 'Roadside Assistance' },
  // Insurance agents (financial_service > insurance_agency)
  insurance_agency: insurance(),
  auto_insurance: insurance('Auto Insurance'),
  life_insurance: insurance('Life Insurance'),
  home_and_rental_insurance: insurance('Home and Renters Insurance'),
  health_insurance_office: insurance('Health Insurance'),
  // Case funding
  lawsuit_funding: { category: 'Case Funding Loans', specialty: 'Pre-Settlement Funding' },
  litigation_funding: { category: 'Case Funding Loans', specialty: 'Pre-Settlement Funding' },
};

/** The category and specialties of a place, or null when its primary category is not ours. */
export function mapOvertureCategories(
  primary: string | null | undefined,
  alternates: readonly (string | null | undefined)[] = [],
): { category: Category; specialties: string[] } | null {
  const main = primary ? OVERTURE_CATEGORY_MAP[primary] : undefined;
  if (!main) return null;
  const specialties: string[] = [];
  const add = (s: string | null) => {
    if (s && !specialties.includes(s)) specialties.push(s);
  };
  add(main.specialty);
  for (const name of alternates) {
    const alt = name ? OVERTURE_CATEGORY_MAP[name] : undefined;
    // An alternate of another category says what else the place does: its specialty, if any.
    if (alt) add(alt.specialty);
  }
  return { category: main.category, specialties };
}
