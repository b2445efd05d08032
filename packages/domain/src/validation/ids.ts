import { z } from 'zod';

/** The largest id a PostgreSQL integer column holds; larger ids can name no record. */
export const MAX_RECORD_ID = 2 ** 31 - 1;

/** True when a value is a whole number that can be a record id. */
export const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_RECORD_ID;

/**
 * A record id from a path, query or body; `message` names what is missing. A JSON number, or text
 * of digits only: `Number()` would also read '0x1', '1e0', ' 1 ' and '+1' as 1, so one record
 * would answer to many spellings (and caches, logs and rate limits would see them as different).
 */
export const recordId = (message = 'A valid id is required') =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^[0-9]+$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).positive(message).max(MAX_RECORD_ID, message));

/** The `club` parameter of club routes. */
export const clubIdParam = () => recordId('club is required');
