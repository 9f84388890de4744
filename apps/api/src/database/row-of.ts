/**
 * An entity's row as raw SQL reads it: each property under its column's snake_case name
 * (`providerId` -> `provider_id`), with the entity's own type. Raw queries type their rows
 * once from the entity with it (`Pick<RowOf<Lead>, 'id' | 'provider_id'>`) rather than with
 * a hand-written interface. It holds for the entities whose column names are the snake_case
 * of their property names.
 */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export type RowOf<Entity> = {
  [K in keyof Entity as K extends string ? SnakeCase<K> : never]: Entity[K];
};
