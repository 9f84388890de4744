import { z } from 'zod';
import { ADMIN_PROVIDER_TYPES, MAX_POST_PHOTOS, OWNER_PROVIDER_TYPES } from '../constants.js';
import { isValidPhone, zPhone } from './address.js';
import { mailableEmailField } from './email.js';
import { MESSAGES } from './messages.js';
import { multiLineText, singleLineText, zDescription, zPostText } from './text.js';
import { isButtonUrl, zUrlText, zWebsite } from './urls.js';
import { FIELD_MESSAGE_TEMPLATES } from './api-messages.js';

/**
 * Rules of the provider tools (spec 5: profile edit, lead form, post; spec 2: mini-site,
 * advertisement) shared by the owner's forms and the API.
 */

// ---------- profile edit ----------

export const PROFILE_NAME_MAX = 120;
export const PROFILE_TAGS_MAX = 20;
export const PROFILE_TAG_MAX_LENGTH = 50;

export const zProfileName = singleLineText(
  z
    .string({ required_error: MESSAGES.profileNameRequired })
    .trim()
    .min(1, MESSAGES.profileNameRequired)
    .max(PROFILE_NAME_MAX, FIELD_MESSAGE_TEMPLATES.profileNameMax(PROFILE_NAME_MAX)),
);

/** 'a, b,,c ' -> ['a', 'b', 'c']: tags are written comma-separated (spec 3). */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of value.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** A comma-separated string (or a list) in, the list of tags out. */
export const zProfileTags = singleLineText(
  z
    .union(
      [
        z.string().max(2000, MESSAGES.profileTagsTooMany),
        z
          .array(singleLineText(z.string().max(PROFILE_TAG_MAX_LENGTH * 2)))
          .max(PROFILE_TAGS_MAX * 2),
      ],
      { errorMap: () => ({ message: MESSAGES.profileTagsRequired }) },
    )
    .transform((v) => parseTags(Array.isArray(v) ? v.join(',') : v))
    .refine((tags) => tags.length > 0, MESSAGES.profileTagsRequired)
    .refine(
      (tags) =>
        tags.length <= PROFILE_TAGS_MAX && tags.every((t) => t.length <= PROFILE_TAG_MAX_LENGTH),
      MESSAGES.profileTagsTooMany,
    ),
);

/** Every type either editor offers; which list a caller may use is checked by the API. */
export const PROVIDER_TYPES = [
  ...new Set<string>([...OWNER_PROVIDER_TYPES, ...ADMIN_PROVIDER_TYPES]),
] as readonly string[];

export const zProviderType = singleLineText(
  z
    .string({ required_error: MESSAGES.providerTypeRequired })
    .trim()
    .min(1, MESSAGES.providerTypeRequired)
    .refine((v) => PROVIDER_TYPES.includes(v), MESSAGES.providerTypeInvalid),
);

export function isOwnerProviderType(type: string): boolean {
  return (OWNER_PROVIDER_TYPES as readonly string[]).includes(type);
}

/**
 * The directory category a provider type files the profile under (search filters use
 * categories). Types with no clear category (Dental Practice, Wellness Center, Other) keep
 * the profile's current category.
 */
export const PROVIDER_TYPE_CATEGORY: Readonly<Record<string, string>> = {
  'Law Firm': 'Law Firms',
  'Medical Facility': 'Medical Facilities',
  'Medical Practice': 'Medical Facilities',
  'Healthcare Provider': 'Medical Facilities',
  Clinic: 'Medical Facilities',
  Hospital: 'Medical Facilities',
  'MRI Center': 'MRI/Imaging Centers',
  Chiropractor: 'Chiropractors',
  'Insurance Agent': 'Insurance Agents',
  'Auto Repair': 'Auto Body Shops',
  'Towing Service': 'Towing Services',
  'Case Funding': 'Case Funding Loans',
  'Physical Therapist': 'Physical Therapists',
  'Therapy Center': 'Physical Therapists',
};

export const zProfilePhone = zPhone.pipe(z.string().max(32, MESSAGES.phoneInvalid));
export const zProfileWebsite = zWebsite;
export const zProfileDescription = zDescription;

/** Two-letter US state code, upper-cased (search filters by it). */
export const zStateCode = singleLineText(
  z
    .string({ required_error: MESSAGES.stateRequired })
    .trim()
    .min(1, MESSAGES.stateRequired)
    .regex(/^[A-Za-z]{2}$/, MESSAGES.stateCode)
    .transform((s) => s.toUpperCase()),
);

// ---------- lead form (spec 5) ----------

export const LEAD_FORM_OPTIONS_MAX = 20;
export const LEAD_OPTION_TEXT_MAX = 200;

export const zLeadFormOption = z.object({
  id: singleLineText(z.string().trim().min(1).max(64)),
  text: singleLineText(
    z
      .string()
      .max(LEAD_OPTION_TEXT_MAX, FIELD_MESSAGE_TEMPLATES.optionTextMax(LEAD_OPTION_TEXT_MAX)),
  ),
  checked: z.boolean().default(false),
});

/**
 * The owner's lead form: name, description and email required; blank option rows are
 * dropped on save and at least one option must remain.
 */
export const zLeadFormInput = z.object({
  formName: singleLineText(
    z
      .string({ required_error: MESSAGES.formNameRequired })
      .trim()
      .min(1, MESSAGES.formNameRequired)
      .max(120),
  ),
  formDescription: multiLineText(
    z
      .string({ required_error: MESSAGES.formDescriptionRequired })
      .trim()
      .min(1, MESSAGES.formDescriptionRequired)
      .max(1000),
  ),
  options: z
    .array(zLeadFormOption)
    .max(LEAD_FORM_OPTIONS_MAX, FIELD_MESSAGE_TEMPLATES.atMostOptions(LEAD_FORM_OPTIONS_MAX))
    .transform((rows) =>
      rows.map((o) => ({ ...o, text: o.text.trim() })).filter((o) => o.text.length > 0),
    )
    .refine((rows) => rows.length > 0, MESSAGES.leadOptionsRequired)
    .refine(
      (rows) => new Set(rows.map((o) => o.id)).size === rows.length,
      'Each option needs its own id',
    ),
  emailAddress: mailableEmailField(MESSAGES.leadEmailInvalid, MESSAGES.leadEmailRequired),
});
export type TLeadFormInput = z.infer<typeof zLeadFormInput>;

/** What a visitor sends with the lead form / appointment request. */
export const LEAD_MESSAGE_MAX = 2000;
export const zLeadRequest = z.object({
  name: singleLineText(
    z
      .string({ required_error: MESSAGES.leadNameRequired })
      .trim()
      .min(1, MESSAGES.leadNameRequired)
      .max(120),
  ),
  email: mailableEmailField(MESSAGES.leadEmailInvalid),
  phone: singleLineText(
    z
      .string()
      .trim()
      .max(32, MESSAGES.phoneInvalid)
      .refine((v) => v === '' || isValidPhone(v), MESSAGES.phoneInvalid),
  ).optional(),
  message: multiLineText(
    z
      .string()
      .trim()
      .max(LEAD_MESSAGE_MAX, FIELD_MESSAGE_TEMPLATES.leadMessageMax(LEAD_MESSAGE_MAX)),
  ).optional(),
  /** Ids of the lead form options the visitor chose. */
  options: z
    .array(singleLineText(z.string().min(1).max(64)))
    .max(LEAD_FORM_OPTIONS_MAX)
    .default([]),
});
export type TLeadRequest = z.infer<typeof zLeadRequest>;

// ---------- posts (spec 5) ----------

export const zPostImageUrls = z
  .array(zUrlText)
  .max(MAX_POST_PHOTOS, MESSAGES.postMaxPhotos)
  .default([]);

export const zCreatePost = z
  .object({
    text: zPostText.default(''),
    imageUrls: zPostImageUrls,
  })
  .transform((p) => ({ ...p, text: p.text.trim() }))
  .refine((p) => p.text.length > 0 || p.imageUrls.length > 0, {
    message: MESSAGES.postEmpty,
    path: ['text'],
  });
export type TCreatePost = z.infer<typeof zCreatePost>;

// ---------- mini-site (spec 2, Mini-Site Builder) ----------

export const MINI_SITE_SLUG_MIN = 3;
export const MINI_SITE_SLUG_MAX = 40;
export const MINI_SITE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MINI_SITE_MAX_BUTTONS = 10;

/** Lower-case letters, digits and single hyphens between them, 3 to 40 characters. */
export function isValidMiniSiteSlug(value: string): boolean {
  return (
    value.length >= MINI_SITE_SLUG_MIN &&
    value.length <= MINI_SITE_SLUG_MAX &&
    MINI_SITE_SLUG_PATTERN.test(value)
  );
}

export const zMiniSiteSlug = singleLineText(
  z
    .string({ required_error: MESSAGES.miniSiteUrlRequired })
    .trim()
    .superRefine((v, ctx) => {
      const message = !v
        ? MESSAGES.miniSiteUrlRequired
        : !MINI_SITE_SLUG_PATTERN.test(v)
          ? MESSAGES.miniSiteUrlFormat
          : v.length < MINI_SITE_SLUG_MIN || v.length > MINI_SITE_SLUG_MAX
            ? MESSAGES.miniSiteUrlLength
            : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
);

export const MINI_SITE_BUTTON_NAME_MAX = 60;

/**
 * The rows a save keeps: trimmed, and rows with neither name nor URL dropped (the builder's
 * blank starter rows). The builder applies it before saving, so its rows match the saved ones.
 */
export function dropBlankButtons<T extends { name: string; url: string }>(
  rows: readonly T[],
): { name: string; url: string }[] {
  return rows
    .map((b) => ({ name: b.name.trim(), url: b.url.trim() }))
    .filter((b) => b.name !== '' || b.url !== '');
}

/**
 * A custom button: rows with neither name nor URL are dropped; otherwise both are needed and
 * the URL is a web address, a `tel:` or a `mailto:` link (isButtonUrl).
 */
export const zMiniSiteButtons = z
  .array(
    z.object({
      name: singleLineText(
        z
          .string()
          .max(
            MINI_SITE_BUTTON_NAME_MAX,
            FIELD_MESSAGE_TEMPLATES.buttonNameMax(MINI_SITE_BUTTON_NAME_MAX),
          ),
      ),
      url: zUrlText,
    }),
  )
  .max(MINI_SITE_MAX_BUTTONS + 10)
  .transform((rows) => dropBlankButtons(rows))
  .superRefine((rows, ctx) => {
    if (rows.length > MINI_SITE_MAX_BUTTONS)
      ctx.addIssue({
        code: 'custom',
        message: FIELD_MESSAGE_TEMPLATES.atMostButtons(MINI_SITE_MAX_BUTTONS),
      });
    rows.forEach((b, i) => {
      if (!b.name)
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: MESSAGES.buttonNameRequired });
      if (!isButtonUrl(b.url))
        ctx.addIssue({ code: 'custom', path: [i, 'url'], message: MESSAGES.urlInvalid });
    });
  });

// ---------- advertisement (spec 2, 9) ----------

export const zCampaignDuration = z.union([z.literal(3), z.literal(7), z.literal(30)], {
  errorMap: () => ({ message: MESSAGES.campaignDuration }),
});
