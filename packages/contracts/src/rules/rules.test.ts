import { describe, expect, it } from 'vitest';
import {
  bannerError,
  bannerSizeAdvice,
  claimDocumentError,
  decodeTokenFromLink,
  emailField,
  encodeTokenForLink,
  dropBlankButtons,
  isButtonUrl,
  isEmailShaped,
  isHttpUrl,
  isProfileComplete,
  isValidPhone,
  isValidZip,
  isWebsiteUrl,
  meetsPasswordRule,
  MESSAGES,
  PASSWORD_REQUIREMENTS,
  passwordChecks,
  profileImageError,
  stripBearer,
  uploadSizeError,
  zAppealText,
  zClaimWebsite,
  zConfirmationCode,
  zDescription,
  zEmail,
  zFirstName,
  zLastName,
  zLocation,
  zLoginPassword,
  zMiniSiteButtons,
  zNewPassword,
  zOptionalUrl,
  zPhone,
  zPostText,
  zResetPassword,
  zResetToken,
  zResponseText,
  zReviewText,
  zSocialLinks,
  zWebsite,
  zZip,
} from '../index.js';
import type { ZodTypeAny } from 'zod';

const MB = 1024 * 1024;

/** The first message a schema gives for a value, or null when the value passes. */
function firstMessage(schema: ZodTypeAny, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('email', () => {
  it.each(['a@b', 'person@example.com', 'first.last+tag@sub.example.co'])('accepts %s', (v) => {
    expect(firstMessage(zEmail, v)).toBeNull();
  });
  it('says Email is required for empty, blank or missing input', () => {
    expect(firstMessage(zEmail, '')).toBe('Email is required');
    expect(firstMessage(zEmail, '   ')).toBe('Email is required');
    expect(firstMessage(zEmail, undefined)).toBe('Email is required');
  });
  it.each(['plainaddress', 'a b@c.com', '@example.com', 'person@', 'a@@b', 'a@b c'])(
    'says Email format is wrong for %j',
    (v) => expect(firstMessage(zEmail, v)).toBe('Email format is wrong'),
  );
  it('lets a screen use its own wording for a bad shape', () => {
    expect(firstMessage(emailField(MESSAGES.emailFormatAlt), 'nope')).toBe('Invalid email format');
    expect(
      firstMessage(emailField(MESSAGES.leadEmailInvalid, MESSAGES.leadEmailRequired), ''),
    ).toBe('Email address is required');
  });
  it('refuses addresses longer than 254 characters', () => {
    expect(isEmailShaped(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
  it('trims surrounding space before checking', () => {
    expect(zEmail.parse('  a@b.co ')).toBe('a@b.co');
  });
});

describe('passwords', () => {
  it('lists the four live requirements in order', () => {
    expect(PASSWORD_REQUIREMENTS.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One number',
      'One special character (!@#$%)',
    ]);
  });
  it('reports each requirement separately for the live list', () => {
    expect(passwordChecks('abc')).toEqual({
      length: false,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(passwordChecks('Abcdefg1!')).toEqual({
      length: true,
      uppercase: true,
      digit: true,
      special: true,
    });
    expect(passwordChecks('abcdefgh1!')).toMatchObject({ uppercase: false });
  });
  it.each(['Abcdef1!', 'Secret1#', 'ZZZZzz9%', 'Aa1@aaaa'])('accepts %s', (v) =>
    expect(meetsPasswordRule(v)).toBe(true),
  );
  it.each([
    ['Abcde1!', 'seven characters'],
    ['abcdefg1!', 'no uppercase letter'],
    ['Abcdefgh!', 'no digit'],
    ['Abcdefgh1', 'no special character'],
    ['Abcdefgh1^', 'a special character outside !@#$%'],
    ['Abcdefgh1&*', 'only specials outside !@#$%'],
  ])('refuses %s (%s)', (v) => expect(meetsPasswordRule(v)).toBe(false));
  it('allows long passphrases of 64 characters and more', () => {
    expect(meetsPasswordRule(`A1!${'x'.repeat(61)}`)).toBe(true);
    expect(meetsPasswordRule(`A1!${'x'.repeat(200)}`)).toBe(false);
  });
  it('gives the register and reset messages', () => {
    expect(firstMessage(zNewPassword, 'weak')).toBe(
      'Please ensure your password meets all requirements',
    );
    expect(firstMessage(zResetPassword, 'weak')).toBe('Password does not meet requirements');
    expect(firstMessage(zNewPassword, 'Abcdef1!')).toBeNull();
  });
  it('login only requires a password', () => {
    expect(firstMessage(zLoginPassword, '')).toBe('Please enter your password');
    expect(firstMessage(zLoginPassword, 'x')).toBeNull();
  });
});

describe('names, codes and tokens', () => {
  it('requires first and last names with their messages', () => {
    expect(firstMessage(zFirstName, '')).toBe('First Name is required');
    expect(firstMessage(zFirstName, '   ')).toBe('First Name is required');
    expect(firstMessage(zLastName, '')).toBe('Last Name is required');
    expect(zFirstName.parse('  Ana ')).toBe('Ana');
  });
  it('knows a complete profile', () => {
    expect(isProfileComplete({ firstName: 'A', lastName: 'B' })).toBe(true);
    expect(isProfileComplete({ firstName: 'A', lastName: ' ' })).toBe(false);
    expect(isProfileComplete({ firstName: null, lastName: 'B' })).toBe(false);
  });
  it('accepts only five digits as a confirmation code', () => {
    expect(firstMessage(zConfirmationCode, '12345')).toBeNull();
    for (const bad of ['1234', '123456', '12a45', '', '１２３４５']) {
      expect(firstMessage(zConfirmationCode, bad)).toBe(MESSAGES.codeDigits);
    }
  });
  it('round-trips reset tokens through the ___DOT___ link form', () => {
    const token = 'aaa.bbb.ccc';
    expect(encodeTokenForLink(token)).toBe('aaa___DOT___bbb___DOT___ccc');
    expect(decodeTokenFromLink(encodeTokenForLink(token))).toBe(token);
  });
  it('says Invalid token unless the token has three dot-separated parts', () => {
    expect(firstMessage(zResetToken, 'a.b.c')).toBeNull();
    for (const bad of ['a.b', 'a.b.c.d', 'a..c', '', 'abc'])
      expect(firstMessage(zResetToken, bad)).toBe('Invalid token');
  });
  it('strips a Bearer prefix', () => {
    expect(stripBearer('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(stripBearer('bearer   xyz')).toBe('xyz');
    expect(stripBearer('xyz')).toBe('xyz');
  });
});

describe('address and phone', () => {
  it.each(['12345', '12345-6789', ' 33101 '])('accepts ZIP %j', (v) =>
    expect(isValidZip(v)).toBe(true),
  );
  it.each(['1234', '123456', '12345-678', '12345 6789', 'ABCDE', '12345-67890'])(
    'refuses ZIP %j',
    (v) => {
      expect(isValidZip(v)).toBe(false);
      expect(firstMessage(zZip, v)).toBe('Invalid ZIP Code format');
    },
  );
  it('requires a ZIP code', () => expect(firstMessage(zZip, '')).toBe('ZIP Code is required'));
  it.each([
    '+1 (555) 010-2000',
    '555-010-2000',
    '(305) 555 1234',
    '+44 20 7946 0958',
    '5550102000',
  ])('accepts phone %j', (v) => expect(isValidPhone(v)).toBe(true));
  it.each(['555.010.2000', '555-CALL-NOW', '1+555 010 2000', '()', '12-34', '+'])(
    'refuses phone %j',
    (v) => {
      expect(isValidPhone(v)).toBe(false);
      expect(firstMessage(zPhone, v)).toBe('Please enter a valid phone number');
    },
  );
  it('gives each required location field its message; line 2 is optional', () => {
    const result = zLocation.safeParse({ addressLine1: '', city: '', state: '', zipCode: '1' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['addressLine1', 'Address Line 1 is required'],
        ['city', 'City is required'],
        ['state', 'State is required'],
        ['zipCode', 'Invalid ZIP Code format'],
      ]);
    }
    expect(
      zLocation.parse({
        addressLine1: '1 Main St',
        city: 'Miami',
        state: 'FL',
        zipCode: '33101-1234',
      }),
    ).toEqual({
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Miami',
      state: 'FL',
      zipCode: '33101-1234',
    });
  });
});

describe('URLs', () => {
  it("mini-site buttons take web, tel: and mailto: links ('Call now'), nothing else", () => {
    for (const good of [
      'https://smith-law.com/book',
      'http://clinic.example.org',
      'tel:+13055550100',
      'tel:+1-305-555-0100',
      'TEL:(305)%20555-0100',
      'mailto:intake@smith-law.com',
      'mailto:intake@smith-law.com?subject=Free%20case%20review',
    ])
      expect([good, isButtonUrl(good)]).toEqual([good, true]);
    for (const bad of [
      '',
      'smith-law.com',
      'javascript:alert(1)',
      'data:text/html,hi',
      'tel:',
      'tel:call-me',
      'tel:123',
      'mailto:',
      'mailto:intake@pacificaccident',
      'mailto:not an address',
      'sms:+13055550100',
      'ftp://smith-law.com',
    ])
      expect([bad, isButtonUrl(bad)]).toEqual([bad, false]);
    const parsed = zMiniSiteButtons.safeParse([
      { name: '', url: '' },
      { name: ' Call now ', url: ' tel:+13055550100 ' },
      { name: '', url: '  ' },
      { name: 'Email us', url: 'mailto:intake@smith-law.com' },
    ]);
    expect(parsed.success && parsed.data).toEqual([
      { name: 'Call now', url: 'tel:+13055550100' },
      { name: 'Email us', url: 'mailto:intake@smith-law.com' },
    ]);
    const wrong = zMiniSiteButtons.safeParse([
      { name: '', url: '' },
      { name: 'Call', url: 'tel:abc' },
    ]);
    expect(!wrong.success && wrong.error.issues.map((i) => [i.path, i.message])).toEqual([
      [[0, 'url'], 'Invalid URL'],
    ]);
    expect(
      dropBlankButtons([
        { name: ' ', url: '' },
        { name: 'A', url: '' },
      ]),
    ).toEqual([{ name: 'A', url: '' }]);
  });
  it('requires http(s) and a dotted host for a website', () => {
    expect(isWebsiteUrl('https://smith-law.com')).toBe(true);
    expect(isWebsiteUrl('http://clinic.example.org/path?x=1')).toBe(true);
    for (const bad of [
      'smith-law.com',
      'ftp://smith-law.com',
      'https://localhost',
      'https://.com',
      'javascript:alert(1)',
      'https://a .com',
    ]) {
      expect(isWebsiteUrl(bad)).toBe(false);
    }
    expect(firstMessage(zWebsite, 'nope')).toBe('Please enter a valid website URL');
    expect(firstMessage(zWebsite, '')).toBe('Website is required');
  });
  it('claim website: http or https, message Please enter a valid URL', () => {
    expect(firstMessage(zClaimWebsite, 'www.firm.com')).toBe('Please enter a valid URL');
    expect(firstMessage(zClaimWebsite, '')).toBe('Please enter a valid URL');
    expect(firstMessage(zClaimWebsite, 'https://firm.com')).toBeNull();
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
  });
  it('social links are optional but must be valid URLs', () => {
    expect(firstMessage(zOptionalUrl, '')).toBeNull();
    expect(firstMessage(zOptionalUrl, 'instagram.com/firm')).toBe('Invalid URL');
    expect(zSocialLinks.parse({ twitter: 'https://x.com/firm' })).toEqual({
      twitter: 'https://x.com/firm',
      instagram: '',
      linkedin: '',
      facebook: '',
      tiktok: '',
    });
  });
});

describe('long texts', () => {
  const ninetyNine = 'x'.repeat(99);
  const hundred = 'x'.repeat(100);
  it.each([
    [zReviewText, 'Review needs to be at least 100 characters'],
    [zResponseText, 'Response must be at least 100 characters'],
    [zAppealText, 'Appeal needs to be at least 100 characters'],
    [zDescription, 'Description must be at least 100 characters'],
  ] as const)('needs 100 characters: %#', (schema, message) => {
    expect(firstMessage(schema, ninetyNine)).toBe(message);
    expect(firstMessage(schema, `   ${ninetyNine}   `)).toBe(message);
    expect(firstMessage(schema, hundred)).toBeNull();
  });
  it('description is required first', () =>
    expect(firstMessage(zDescription, '')).toBe('Description is required'));
  it('posts allow at most 500 characters', () => {
    expect(firstMessage(zPostText, 'x'.repeat(500))).toBeNull();
    expect(firstMessage(zPostText, 'x'.repeat(501))).toBe('Maximum 500 characters');
  });
});

describe('files', () => {
  const img = (size: number, type = 'image/png') => ({ size, type });
  it('profile photo: page allows 5 MB, modal 2 MB, both need 300x300', () => {
    expect(profileImageError(img(3 * MB), { width: 400, height: 400 }, 'page')).toBeNull();
    expect(profileImageError(img(5 * MB + 1), { width: 400, height: 400 }, 'page')).toBe(
      'Image must be no larger than 5 MB',
    );
    expect(profileImageError(img(3 * MB), { width: 400, height: 400 }, 'modal')).toBe(
      'Image must be no larger than 2 MB',
    );
    expect(profileImageError(img(MB), { width: 299, height: 400 }, 'modal')).toBe(
      'Image must be at least 300x300 px',
    );
    expect(profileImageError(img(MB, 'application/pdf'), null, 'modal')).toBe(
      'Please select an image',
    );
  });
  it('upload helper refuses over 5 MB', () => {
    expect(uploadSizeError(img(5 * MB))).toBeNull();
    expect(uploadSizeError(img(5 * MB + 1))).toBe('File size too large. Maximum size is 5MB');
  });
  it('banner: image required, 4 MB maximum', () => {
    expect(bannerError(null)).toBe('Please select an image');
    expect(bannerError(img(4 * MB + 1))).toBe('Maximum file size: 4 MB');
    expect(bannerError(img(4 * MB))).toBeNull();
  });
  it('banner: 1610x320 recommended, any other size only warned about', () => {
    expect(bannerSizeAdvice({ width: 1610, height: 320 })).toBeNull();
    expect(bannerSizeAdvice({ width: 1200, height: 400 })).toBe(
      'Recommended size is 1610x320 px; other sizes may be cropped',
    );
    expect(bannerSizeAdvice(null)).toBeNull();
  });
  it('claim documents: PDF, JPG or PNG up to 10 MB', () => {
    expect(claimDocumentError(img(MB, 'application/pdf'))).toBeNull();
    expect(claimDocumentError(img(MB, 'image/jpeg'))).toBeNull();
    expect(claimDocumentError(img(MB, 'image/gif'))).toBe(
      'Only PDF, JPG, and PNG files are allowed',
    );
    expect(claimDocumentError(img(10 * MB + 1, 'application/pdf'))).toBe(
      'File size must be less than 10MB',
    );
    expect(claimDocumentError(null)).toBe('Please upload a document');
  });
});

describe('search text', () => {
  it('normalises the way the web and the API both read it', async () => {
    const { normalizeSearchText } = await import('../index.js');
    expect(normalizeSearchText('  smith   &  partners ')).toBe('smith & partners');
    expect(normalizeSearchText('ｌａｗ')).toBe('law');
    expect(normalizeSearchText('x'.repeat(150))).toHaveLength(100);
    expect(normalizeSearchText('   ')).toBe('');
  });
});
