import type { TestApp } from '../test-app';

/** Tables whose content a refused request may not change. */
export const WRITABLE_TABLES = [
  'users',
  'providers',
  'reviews',
  'posts',
  'bookmarks',
  'profile_claims',
  'mini_sites',
  'ad_campaigns',
  'leads',
  'admin_invites',
];

/** A digest of every row of each table: equal digests mean nothing changed. */
export async function tableSnapshot(
  t: TestApp,
  tables: readonly string[] = WRITABLE_TABLES,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await t.query<{ h: string | null }>(
      `SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${table} x`,
    );
    out[table] = row!.h ?? '';
  }
  return out;
}
