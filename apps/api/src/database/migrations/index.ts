import { EnablePgTrgm1763800000000 } from './1763800000000-enable-pg-trgm';

/** Every migration, oldest first. The app runs them at start-up; the CLI uses the same list. */
export const MIGRATIONS = [EnablePgTrgm1763800000000];
