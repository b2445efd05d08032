import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER } from '../service-worker/saved-reads';
import { clearSavedReads, noteAnswer, oldestSavedAt, savedCopies } from './saved-copies';

const saved = (at: string) => new Response('[]', { headers: { [SAVED_AT_HEADER]: at } });
const live = () => new Response('[]');

describe('the saved copies a page shows', () => {
  it('names the oldest saved copy among the paths a page reads, until a live answer replaces it', () => {
    clearSavedReads();
    const before = savedCopies.version();
    noteAnswer('/api/mybooking/?when=upcoming&page=1', saved('2030-01-07T08:00:00.000Z'));
    noteAnswer('/api/user/', saved('2030-01-07T07:00:00.000Z'));
    noteAnswer('/api/fixture/mine/', saved('2030-01-06T07:00:00.000Z'));
    expect(savedCopies.version()).toBeGreaterThan(before);
    expect(oldestSavedAt(['/api/mybooking/'])).toBe('2030-01-07T08:00:00.000Z');
    expect(oldestSavedAt(['/api/mybooking/', '/api/user/'])).toBe('2030-01-07T07:00:00.000Z');
    expect(oldestSavedAt(['/api/event'])).toBeUndefined();

    noteAnswer('/api/mybooking/?when=past', live());
    expect(oldestSavedAt(['/api/mybooking/'])).toBeUndefined();
    clearSavedReads();
    expect(oldestSavedAt(['/api/fixture/mine/'])).toBeUndefined();
  });

  it('tells its listeners only of a change', () => {
    clearSavedReads();
    let calls = 0;
    const stop = savedCopies.subscribe(() => (calls += 1));
    noteAnswer('/api/user/', live());
    expect(calls).toBe(0);
    noteAnswer('/api/user/', saved('2030-01-07T07:00:00.000Z'));
    expect(calls).toBe(1);
    stop();
  });
});
