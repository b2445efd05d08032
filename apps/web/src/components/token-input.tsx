import { MultiSelect, type ComboboxItem, type MultiSelectProps } from '@mantine/core';
import { createBoundedCache, shouldSearchTokens, tokenInputDefaults } from '@rally/domain';
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { api, type Page } from '../lib/api';
import { requiredLabelProps } from './field-label';

/** One token: the id the form sends and the text the pill shows. */
export type Token = { value: string; label: string };

export type TokenInputProps = Omit<
  MultiSelectProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'data'
  | 'searchable'
  | 'searchValue'
  | 'onSearchChange'
  | 'filter'
  | 'required'
  | 'withAsterisk'
> & {
  /** The chosen tokens (labels included, so remote tokens keep their text). */
  value: Token[];
  onChange: (tokens: Token[]) => void;
  /** Local data, filtered in the browser. */
  data?: Token[];
  /** A search path for `api()`, e.g. 'players/search'; the typed text goes in `?{searchParam}=`. */
  searchUrl?: string;
  /** The query parameter the text goes in (default 'search'). */
  searchParam?: string;
  /** Turns one result row into a token; default reads `{ value, label }` or `{ id, name }`. */
  toToken?: (row: unknown) => Token;
  required?: boolean;
  nothingFoundMessage?: ReactNode;
};

/** Reads `{ value, label }` or `{ id, name }` rows. */
export function defaultToToken(row: unknown): Token {
  const r = row as { value?: unknown; label?: unknown; id?: unknown; name?: unknown };
  return { value: String(r.value ?? r.id), label: String(r.label ?? r.name ?? r.value ?? r.id) };
}

const rowsOf = (body: unknown): unknown[] =>
  Array.isArray(body) ? body : ((body as Page<unknown> | null)?.results ?? []);

const merge = (...lists: Token[][]): ComboboxItem[] => {
  const seen = new Map<string, ComboboxItem>();
  for (const list of lists)
    for (const t of list) if (!seen.has(t.value)) seen.set(t.value, { value: t.value, label: t.label });
  return [...seen.values()];
};

/**
 * A multi-select of tokens from local `data` or a remote `searchUrl` (spec 1 §2). Remote search
 * starts at 1 character, 300 ms after the last key, and keeps up to 500 answers in a bounded cache.
 */
export function TokenInput({
  value,
  onChange,
  data,
  searchUrl,
  searchParam = 'search',
  toToken = defaultToToken,
  label,
  required,
  nothingFoundMessage,
  ...rest
}: TokenInputProps) {
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<Token[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cache] = useState(() => createBoundedCache<string, Token[]>(tokenInputDefaults.cacheMax));
  // An inline `toToken` must not restart the search on every render.
  const readRows = useEffectEvent((body: unknown) => rowsOf(body).map((row) => toToken(row)));
  const isRemote = Boolean(searchUrl);
  const isSearching = isRemote && shouldSearchTokens(search, tokenInputDefaults.minChars);

  useEffect(() => {
    if (!searchUrl || !shouldSearchTokens(search, tokenInputDefaults.minChars)) return;
    const query = search.trim();
    const key = `${searchUrl}?${searchParam}=${query}`;
    const cached = cache.get(key);
    if (cached) {
      setResults(cached);
      setFailure(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setIsLoading(true);
      api<unknown>(searchUrl, { query: { [searchParam]: query }, signal: controller.signal })
        .then((body) => {
          const tokens = readRows(body);
          cache.set(key, tokens);
          setResults(tokens);
          setFailure(null);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setResults([]);
          setFailure(error instanceof Error ? error.message : 'Search failed');
        })
        .finally(() => {
          if (!controller.signal.aborted) setIsLoading(false);
        });
    }, tokenInputDefaults.searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, searchUrl, searchParam, cache]);

  // The chosen tokens stay in the option list so their pills keep their labels.
  const options = useMemo(
    () => merge(value, isRemote ? (isSearching ? results : []) : (data ?? [])),
    [value, isRemote, isSearching, results, data],
  );
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);

  const emptyMessage = !isRemote
    ? (nothingFoundMessage ?? 'Nothing found')
    : !isSearching
      ? 'Type to search'
      : isLoading
        ? 'Searching…'
        : (failure ?? nothingFoundMessage ?? 'Nothing found');

  return (
    <MultiSelect
      {...rest}
      {...requiredLabelProps(label, required)}
      searchable
      hidePickedOptions
      data={options}
      value={value.map((t) => t.value)}
      onChange={(values) => onChange(values.map((v) => byValue.get(v) ?? { value: v, label: v }))}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the text; in local mode Mantine's own filter applies.
      filter={isRemote ? ({ options: all }) => all : undefined}
      nothingFoundMessage={emptyMessage}
      loading={isLoading}
    />
  );
}
