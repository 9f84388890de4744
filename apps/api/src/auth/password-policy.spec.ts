import { meetsPasswordRule } from '@app/contracts';
import { COMMON_PASSWORDS } from './common-passwords';
import { isCommonPassword } from './password-policy';

describe('isCommonPassword', () => {
  it('keeps a list of 5,000 distinct lower-case passwords, most common first', () => {
    expect(COMMON_PASSWORDS).toHaveLength(5000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(5000);
    expect(COMMON_PASSWORDS.slice(0, 2)).toEqual(['123456', 'password']);
  });

  it.each([
    'Password1!',
    'Qwerty123!',
    'Dragon2024$',
    'Football1@',
    'Iloveyou1!',
    'Welcome1!',
    'Abc12345!',
  ])('refuses %s, which passes the spec rule but is common', (password) => {
    expect(meetsPasswordRule(password)).toBe(true);
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Tr0ub4dor&3!x', 'Correct-Horse-Battery-9!', 'Zq7!mPx2#Lk', 'Sunset#Over$Biscayne7'])(
    'allows %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
