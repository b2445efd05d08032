import { describe, expect, it } from 'vitest';
import { apiUrl, readError, standardErrorText } from './api';

describe('the error reader of spec 2 §8', () => {
  it.each([
    [400, { reason: 'Invalid court details' }, 'Invalid court details'],
    [404, { reason: 'Club not found.' }, 'Club not found.'],
    [403, 'plain text body', 'plain text body'],
    [409, { detail: 'x' }, '{"detail":"x"}'],
    [400, null, 'You are not authorised to perform this action'],
    [400, {}, 'You are not authorised to perform this action'],
    [401, null, 'An error occured'],
    [500, { reason: 'hidden' }, 'An error occured'],
    [502, null, 'An error occured'],
  ])('status %i with %j reads %j', (status, body, message) => {
    expect(readError(status, body)).toBe(message);
  });

  it('gives the standard text: not authorised for 401, otherwise An error occurred', () => {
    expect(standardErrorText(401)).toBe('not authorised');
    expect(standardErrorText(500)).toBe('An error occurred');
  });
});

describe('apiUrl', () => {
  it('prefixes /api, skips empty values and joins lists', () => {
    expect(apiUrl('clubmember/', { club: 1, search: '', gender: undefined, membership_types: [2, 3] })).toBe(
      '/api/clubmember/?club=1&membership_types=2%2C3',
    );
  });

  it('keeps an absolute next/previous link as it is', () => {
    expect(apiUrl('http://localhost:3000/api/news/?page=2&page_size=10')).toBe(
      'http://localhost:3000/api/news/?page=2&page_size=10',
    );
  });
});
