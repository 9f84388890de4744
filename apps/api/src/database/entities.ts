/** Every TypeORM entity of the app; the CLI data source and the app share this list. */
export const ENTITIES: Function[] = [];
