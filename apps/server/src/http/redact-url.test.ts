import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/verified?key=abc123', '/verified?key=[redacted]'],
    ['/reset-password?key=abc&x=1', '/reset-password?key=[redacted]&x=1'],
    ['/api/clubmember/?club=1&search=ann', '/api/clubmember/?club=1&search=ann'],
    ['/x?%6Bey=abc', '/x?%6Bey=[redacted]'],
    ['/x?KEY=a&token=b', '/x?KEY=[redacted]&token=[redacted]'],
    ['/plain/', '/plain/'],
  ])('%s → %s', (url, logged) => expect(redactUrl(url)).toBe(logged));
});
