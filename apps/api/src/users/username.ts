/** The admin-list name of a person: their display name, else the local part of the email. */
export function usernameOf(user: {
  email: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email.split('@')[0]!;
}
