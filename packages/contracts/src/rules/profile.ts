// No imports: the web app's shell uses this on every page, without pulling zod into its
// initial JavaScript (apps/web/scripts/bundle-size.mjs).

/** The profile is complete when both names are present (spec 3). */
export function isProfileComplete(user: {
  firstName?: string | null;
  lastName?: string | null;
}): boolean {
  return Boolean(user.firstName?.trim() && user.lastName?.trim());
}
