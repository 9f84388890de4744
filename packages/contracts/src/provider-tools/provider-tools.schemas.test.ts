import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { ADMIN_PROVIDER_TYPES, CATEGORIES, EXTRA_CATEGORIES } from '../constants.js';
import { PROVIDER_TYPE_CATEGORY } from '../rules/provider-tools.js';
import { ZCreatePostBodySchema } from '../posts/posts.schemas.js';
import { ZAppealBodySchema, ZReviewReplyBodySchema } from '../reviews/reviews.schemas.js';
import {
  ZCreateCampaignBodySchema,
  ZCreateLeadBodySchema,
  ZSaveMiniSiteBodySchema,
  ZUpdateProviderBodySchema,
} from './provider-tools.schemas.js';

function messages(schema: ZodTypeAny, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const longText = 'x'.repeat(100);

describe('PATCH /providers/{id} body', () => {
  it('accepts an empty body and leaves absent keys out', () => {
    expect(ZUpdateProviderBodySchema.parse({})).toEqual({});
  });

  it('uses the spec 5 messages', () => {
    const bad = {
      profileName: ' ',
      profileTags: ' , ',
      providerType: '',
      description: 'too short',
      phoneNumber: 'call me',
      websiteLink: 'example.com',
      location: { addressLine1: '', city: '', state: '', zipCode: '1234' },
      social: { twitter: 'not a url' },
      leadForm: { formName: '', formDescription: '', options: [], emailAddress: 'nope' },
    };
    const got = messages(ZUpdateProviderBodySchema, bad);
    for (const m of [
      'Profile name is required',
      'Profile tags are required',
      'Provider type is required',
      'Description must be at least 100 characters',
      'Please enter a valid phone number',
      'Please enter a valid website URL',
      'Address Line 1 is required',
      'City is required',
      'State is required',
      'Invalid ZIP Code format',
      'Invalid URL',
      'Form name is required',
      'Form description is required',
      'Add at least one option',
      'Invalid email address',
    ])
      expect(got).toContain(m);
  });

  it("refuses lead emails without a domain suffix ('Invalid email address', spec 5)", () => {
    const form = (emailAddress: string) => ({
      leadForm: {
        formName: 'Book',
        formDescription: 'Pick one',
        options: [{ id: 'a', text: 'Consultation', checked: true }],
        emailAddress,
      },
    });
    for (const bad of ['intake@pacificaccident', 'intake@pacificaccident.', 'a@.com', 'a@b.c'])
      expect(messages(ZUpdateProviderBodySchema, form(bad))).toEqual(['Invalid email address']);
    expect(messages(ZUpdateProviderBodySchema, form('intake@pacificaccident.com'))).toEqual([]);
    expect(messages(ZCreateLeadBodySchema, { name: 'Ana', email: 'ana@localhost' })).toEqual([
      'Invalid email address',
    ]);
    expect(messages(ZCreateLeadBodySchema, { name: 'Ana', email: 'ana@mail.example.co' })).toEqual(
      [],
    );
  });

  it('splits tags, drops blank lead options and upper-cases the state', () => {
    const body = ZUpdateProviderBodySchema.parse({
      profileTags: 'Car Accidents, , Slip and Fall,car accidents',
      location: { addressLine1: '1 Main St', city: 'Miami', state: 'fl', zipCode: '33131-1234' },
      leadForm: {
        formName: 'Book',
        formDescription: 'Pick one',
        options: [
          { id: 'a', text: ' Consultation ', checked: true },
          { id: 'b', text: '   ', checked: false },
        ],
        emailAddress: 'office@example.com',
      },
      social: { twitter: '', facebook: null },
    });
    expect(body.profileTags).toEqual(['Car Accidents', 'Slip and Fall']);
    expect(ZUpdateProviderBodySchema.parse({ profileTags: ['a', ' b'] }).profileTags).toEqual([
      'a',
      'b',
    ]);
    expect(body.location?.state).toBe('FL');
    expect(body.leadForm?.options).toEqual([{ id: 'a', text: 'Consultation', checked: true }]);
    expect(body.social).toEqual({ twitter: '', facebook: '' });
  });

  it('offers the admin a provider type for every category a provider can have', () => {
    for (const category of [...CATEGORIES, ...EXTRA_CATEGORIES])
      expect(
        ADMIN_PROVIDER_TYPES.filter((type) => PROVIDER_TYPE_CATEGORY[type] === category),
      ).toHaveLength(1);
    expect(PROVIDER_TYPE_CATEGORY['Towing Service']).toBe('Towing Services');
  });

  it('knows both provider type lists and nothing else', () => {
    expect(messages(ZUpdateProviderBodySchema, { providerType: 'Auto Repair' })).toEqual([]);
    expect(messages(ZUpdateProviderBodySchema, { providerType: 'Clinic' })).toEqual([]);
    expect(messages(ZUpdateProviderBodySchema, { providerType: 'Bakery' })).toEqual([
      'Choose a provider type from the list',
    ]);
  });
});

describe('posts, responses, appeals', () => {
  it('post: max 500 characters, text or an image, up to 5 images', () => {
    expect(messages(ZCreatePostBodySchema, { text: 'x'.repeat(501) })).toContain(
      'Maximum 500 characters',
    );
    expect(messages(ZCreatePostBodySchema, { text: '  ' })).toEqual([
      'Add some text or an image to publish',
    ]);
    expect(messages(ZCreatePostBodySchema, { imageUrls: ['/a'] })).toEqual([]);
    expect(
      messages(ZCreatePostBodySchema, { text: 'hi', imageUrls: ['1', '2', '3', '4', '5', '6'] }),
    ).toEqual(['You can add up to 5 photos']);
  });

  it('response and appeal need 100 characters', () => {
    expect(messages(ZReviewReplyBodySchema, { text: 'short' })).toEqual([
      'Response must be at least 100 characters',
    ]);
    expect(messages(ZAppealBodySchema, { description: 'short' })).toEqual([
      'Appeal needs to be at least 100 characters',
    ]);
    expect(
      messages(ZAppealBodySchema, {
        description: longText,
        fileUrls: ['1', '2', '3', '4', '5', '6'],
      }),
    ).toEqual(['You can attach up to 5 files']);
  });
});

describe('leads, mini-site, campaigns', () => {
  it('lead: name, email shape, optional phone', () => {
    expect(messages(ZCreateLeadBodySchema, { name: '', email: 'x' })).toEqual([
      'Name is required',
      'Invalid email address',
    ]);
    expect(ZCreateLeadBodySchema.parse({ name: 'A', email: 'a@b.co' }).options).toEqual([]);
  });

  it('mini-site URL: lower-case letters, digits, hyphens; blank buttons dropped', () => {
    expect(messages(ZSaveMiniSiteBodySchema, { url: 'My Site' })).toEqual([
      'Use only lower-case letters, digits and hyphens',
    ]);
    expect(messages(ZSaveMiniSiteBodySchema, { url: 'ab' })).toEqual([
      'URL must be 3 to 40 characters',
    ]);
    expect(messages(ZSaveMiniSiteBodySchema, { url: '-ab-' })).toEqual([
      'Use only lower-case letters, digits and hyphens',
    ]);
    const draft = ZSaveMiniSiteBodySchema.parse({
      url: 'smith-law-2',
      buttons: [
        { name: '', url: '' },
        { name: 'Call', url: 'https://example.com/call' },
      ],
    });
    expect(draft.buttons).toEqual([{ name: 'Call', url: 'https://example.com/call' }]);
    expect(draft.leadFormEnabled).toBe(true);
    expect(
      messages(ZSaveMiniSiteBodySchema, { url: '', buttons: [{ name: 'x', url: 'y' }] }),
    ).toEqual(['Invalid URL']);
  });

  it('campaign: 3, 7 or 30 days and at least one placement, deduplicated', () => {
    expect(messages(ZCreateCampaignBodySchema, { durationDays: 5, placements: [] })).toEqual([
      'Choose a 3, 7 or 30-day campaign',
      'Choose at least one placement',
    ]);
    expect(
      ZCreateCampaignBodySchema.parse({ durationDays: 7, placements: ['user', 'main', 'main'] })
        .placements,
    ).toEqual(['main', 'user']);
  });
});
