import {
  documented,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  zNewPassword,
  zResetPassword,
} from '@app/contracts';

/**
 * Rules the contract checks with `.refine()` (opaque to JSON Schema), said as JSON Schema for
 * the docs. Written here rather than in the contract so that the web's bundles stay without
 * them (decision 0027).
 */
export function documentRefinedRules(): void {
  const password = {
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    pattern: `^(?=.*[A-Z])(?=.*[0-9])(?=.*[${PASSWORD_SPECIALS}]).*$`,
    description: `At least ${PASSWORD_MIN_LENGTH} characters (at most ${PASSWORD_MAX_LENGTH}) with an uppercase letter, a number and one of ${PASSWORD_SPECIALS}`,
  };
  documented(zNewPassword, password);
  documented(zResetPassword, password);
}
