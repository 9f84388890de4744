import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../rules/messages.js';
import { ZAdminFinishSetupBodySchema, ZAdminUsersQuerySchema } from '../admin/admin.schemas.js';
import { ZClaimFieldsSchema } from './claims.schemas.js';

const valid = {
  websiteUrl: 'https://example.com',
  workEmail: 'owner@example.com',
  fullName: 'Jane Owner',
  jobTitle: 'Director',
  phoneNumber: '+1 (305) 555-0100',
};

function messagesOf(input: unknown): Record<string, string> {
  const result = ZClaimFieldsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('claim form fields (spec 5)', () => {
  it('accepts a complete form', () => {
    expect(ZClaimFieldsSchema.parse(valid)).toEqual(valid);
  });

  it('uses the spec messages', () => {
    expect(messagesOf({ ...valid, websiteUrl: 'example.com' })).toEqual({
      websiteUrl: MESSAGES.claimUrl,
    });
    expect(messagesOf({ ...valid, websiteUrl: 'ftp://example.com' }).websiteUrl).toBe(
      MESSAGES.claimUrl,
    );
    expect(messagesOf({ ...valid, workEmail: 'nope' }).workEmail).toBe(MESSAGES.claimEmail);
    expect(messagesOf({ websiteUrl: valid.websiteUrl, workEmail: valid.workEmail })).toEqual({
      fullName: MESSAGES.claimInfoRequired,
      jobTitle: MESSAGES.claimInfoRequired,
      phoneNumber: MESSAGES.claimInfoRequired,
    });
    expect(messagesOf({ ...valid, fullName: '   ' }).fullName).toBe(MESSAGES.claimInfoRequired);
    expect(messagesOf({ ...valid, phoneNumber: 'call me' }).phoneNumber).toBe(
      MESSAGES.phoneInvalid,
    );
  });
});

describe('admin schemas', () => {
  it('pages users 0/10 by default', () => {
    expect(ZAdminUsersQuerySchema.parse({})).toEqual({ offset: 0, limit: 10 });
  });

  it('finish-setup needs the register password rule and the invitation token', () => {
    const bad = ZAdminFinishSetupBodySchema.safeParse({ email: 'a@b.co', password: 'short' });
    expect(bad.success).toBe(false);
    const messages = bad.success ? [] : bad.error.issues.map((i) => i.message);
    expect(messages).toContain(MESSAGES.passwordRequirementsUnmet);
    expect(messages.length).toBe(2);
  });
});
