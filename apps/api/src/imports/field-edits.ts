import type { TrackedField, TUpdateProviderBody } from '@app/contracts';

/**
 * provider_field_edits (issue 47, owners win): the fields of a listing an owner or an admin
 * edited; a re-import leaves them alone. Written in the edit's own transaction.
 */
export async function recordFieldEdits(
  manager: { query(sql: string, params?: unknown[]): Promise<unknown> },
  providerId: string,
  fields: TrackedField[],
  editedBy: string | null,
): Promise<void> {
  if (!fields.length) return;
  await manager.query(
    `INSERT INTO provider_field_edits (provider_id, field, edited_by)
     SELECT $1, f, $3 FROM unnest($2::text[]) AS f
     ON CONFLICT (provider_id, field) DO UPDATE SET edited_by = EXCLUDED.edited_by, edited_at = now()`,
    [providerId, fields, editedBy],
  );
}

/** The tracked fields a profile edit (PATCH /providers/{id}) sets. */
export function fieldsOfProfileEdit(body: TUpdateProviderBody): TrackedField[] {
  const fields: TrackedField[] = [];
  if (body.profileName !== undefined) fields.push('name');
  if (body.profileTags !== undefined) fields.push('specialties');
  if (body.providerType !== undefined) fields.push('category');
  if (body.phoneNumber !== undefined) fields.push('phone');
  if (body.websiteLink !== undefined) fields.push('website');
  if (body.location !== undefined) fields.push('location');
  return fields;
}
