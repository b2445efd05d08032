import { z } from 'zod';

/** The largest id a PostgreSQL integer column holds; larger ids can name no record. */
export const MAX_RECORD_ID = 2 ** 31 - 1;

/** True when a value is a whole number that can be a record id. */
export const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_RECORD_ID;

/** A record id from a path, query or body (numeric text accepted); `message` names what is missing. */
export const recordId = (message = 'A valid id is required') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** The `club` parameter of club routes. */
export const clubIdParam = () => recordId('club is required');
