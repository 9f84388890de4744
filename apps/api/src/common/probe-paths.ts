import { contract } from '@app/contracts';

/**
 * The health probes' paths, from their contract (`/api/health`, `/api/health/ready`): open
 * without an API key, not logged per request, documented without a 401.
 */
export const PROBE_PATHS: ReadonlySet<string> = new Set(
  Object.values(contract.health).map((route) => route.path),
);
