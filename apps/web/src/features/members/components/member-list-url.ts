import {
  genderCodes,
  memberOrderings,
  subscriptionStatuses,
  type GenderCode,
  type MemberFilterState,
  type MemberOrdering,
  type SubStatus,
} from '@rally/domain';

// The member list's state lives in the address (issue 8): search, filters, sort, page and page
// size, so a refresh, a shared link and the Back button all show the same list. The dashboard's
// own parameters (clubId, tab) are left as they are.

/** The page sizes offered; 10 is the spec's paginator size and the default. */
export const pageSizes = [10, 25, 50, 100] as const;

export type MemberListState = {
  filters: MemberFilterState;
  page: number;
  pageSize: number;
  ordering: MemberOrdering | undefined;
};

const keys = [
  'q',
  'gender',
  'age',
  'types',
  'account',
  'expired',
  'status',
  'no_membership',
  'page',
  'size',
  'sort',
] as const;

const numbers = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const flag = (text: string | null) => (text === 'yes' ? true : text === 'no' ? false : undefined);
const flagText = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');
const oneOf = <T extends string>(list: readonly T[], text: string | null) =>
  (list as readonly string[]).includes(text ?? '') ? (text as T) : undefined;

/** The list state a URL holds; anything unreadable is left out, as if never set. */
export function listStateFromParams(params: URLSearchParams): MemberListState {
  const age = Number(params.get('age'));
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((s): s is SubStatus => (subscriptionStatuses as readonly string[]).includes(s));
  const filters: MemberFilterState = {
    search: params.get('q')?.trim() || undefined,
    gender: oneOf<GenderCode>(genderCodes, params.get('gender')),
    age: params.get('age') !== null && Number.isInteger(age) && age >= 0 && age <= 150 ? age : undefined,
    membership_types: numbers(params.get('types')).length ? numbers(params.get('types')) : undefined,
    is_user: flag(params.get('account')),
    is_expired: flag(params.get('expired')),
    sub_status: statuses.length ? statuses : undefined,
    no_membership: flag(params.get('no_membership')),
  };
  return {
    filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as MemberFilterState,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: (pageSizes as readonly number[]).includes(size) ? size : pageSizes[0],
    ordering: oneOf(memberOrderings, params.get('sort')),
  };
}

/** `params` with the list state written in (defaults left out, so a plain list has a plain URL). */
export function withListState(params: URLSearchParams, state: MemberListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keys) next.delete(key);
  const { filters: f } = state;
  const values: Record<(typeof keys)[number], string | undefined> = {
    q: f.search?.trim() || undefined,
    gender: f.gender,
    age: f.age === undefined ? undefined : String(f.age),
    types: f.membership_types?.length ? f.membership_types.join(',') : undefined,
    account: flagText(f.is_user),
    expired: flagText(f.is_expired),
    status: f.sub_status?.length ? f.sub_status.join(',') : undefined,
    no_membership: flagText(f.no_membership),
    page: state.page > 1 ? String(state.page) : undefined,
    size: state.pageSize !== pageSizes[0] ? String(state.pageSize) : undefined,
    sort: state.ordering,
  };
  for (const key of keys) if (values[key] !== undefined) next.set(key, values[key]!);
  return next;
}
