import { mailName } from './mail-text';

describe('mailName', () => {
  it.each([
    ['Account suspended - restore at evil-login.test', 'Account suspended - restore at'],
    ['Visit https://evil.example/login now', 'Visit now'],
    ['Call www.evil.example today', 'Call today'],
    ['Write to help@evil.example', 'Write to'],
    ['Smith & Jones Injury Law', 'Smith & Jones Injury Law'],
    ['Dr. Ana García, D.C.', 'Dr. Ana García, D.C.'],
    ['J.P. Towing', 'J.P. Towing'],
    ['Line one\r\nBcc: x@y.z', 'Line one Bcc'],
    ['Safe\u202Eright-to-left name', 'Safe right-to-left name'],
    ['evil.test', ''],
  ])('%j → %j', (input, expected) => {
    expect(mailName(input)).toBe(expected);
  });

  it('answers the fallback for a name that was only an address, and bounds the length', () => {
    expect(mailName('https://evil.example', 'this provider')).toBe('this provider');
    expect(mailName('A'.repeat(300))).toHaveLength(80);
  });
});
