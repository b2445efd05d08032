import { describe, expect, it } from 'vitest';
import { listStateFromParams, withListState } from './member-list-url';

describe('member list state in the URL', () => {
  it('round-trips search, filters, page, size and sort, keeping the dashboard parameters', () => {
    const state = {
      filters: {
        search: 'smith',
        gender: 'F' as const,
        age: 30,
        membership_types: [3, 4],
        is_user: true,
        is_expired: false,
        sub_status: ['C' as const, 'O' as const],
      },
      page: 3,
      pageSize: 25,
      ordering: '-expires' as const,
    };
    const params = withListState(new URLSearchParams('clubId=1&tab=list'), state);
    expect(params.get('clubId')).toBe('1');
    expect(params.get('tab')).toBe('list');
    expect(params.toString()).toContain('sort=-expires');
    expect(listStateFromParams(params)).toEqual(state);
  });

  it('leaves defaults out and ignores what it cannot read', () => {
    expect(
      withListState(new URLSearchParams('clubId=1'), {
        filters: {},
        page: 1,
        pageSize: 10,
        ordering: undefined,
      }).toString(),
    ).toBe('clubId=1');
    expect(listStateFromParams(new URLSearchParams('page=-2&size=7&sort=password&gender=Q&types=a,0&age=x'))).toEqual({
      filters: {},
      page: 1,
      pageSize: 10,
      ordering: undefined,
    });
  });
});
