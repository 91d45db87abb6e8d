import type { FindOperator, ValueTransformer } from 'typeorm';

/**
 * PostgreSQL `numeric` comes back from `pg` as a string (to keep precision); the values held in
 * numeric columns here (ratings, rates, dollar amounts with cents, bathrooms) fit a JS number.
 */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined | FindOperator<unknown>) => value,
  from: (value: string | null): number | null => (value === null ? null : Number(value)),
};

/**
 * E-mail addresses are stored trimmed and lower-cased so the plain unique index is
 * case-insensitive in effect; TypeORM also applies `to` to equality lookups in `where`.
 */
export const emailTransformer: ValueTransformer = {
  to: (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  from: (value: string | null) => value,
};
