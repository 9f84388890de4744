import { STORAGE_KEYS } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';

export type ActiveRole = 'user' | 'provider';
const CHANGED = 'active-role-changed';

export function getActiveRole(): ActiveRole {
  try {
    return localStorage.getItem(STORAGE_KEYS.activeRole) === 'provider' ? 'provider' : 'user';
  } catch {
    return 'user';
  }
}

/** The account a person with both roles is acting as (local storage 'activeRole', default user). */
export function useActiveRole(
  roles: readonly string[] | undefined,
): [ActiveRole, (role: ActiveRole) => void] {
  const [role, setRole] = useState<ActiveRole>(getActiveRole);
  useEffect(() => {
    const sync = () => setRole(getActiveRole());
    window.addEventListener(CHANGED, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(CHANGED, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);
  const change = useCallback((next: ActiveRole) => {
    localStorage.setItem(STORAGE_KEYS.activeRole, next);
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  // Only a person who owns a provider profile can act as a provider.
  const effective: ActiveRole = roles?.includes('provider') ? role : 'user';
  return [effective, change];
}
