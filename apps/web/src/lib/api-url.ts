/** A query string's values: empty ones are left out, lists joined with commas. */
export type QueryValues = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

/** Builds `/api/...` with a query string, skipping empty values and joining lists with commas. */
export function apiUrl(path: string, query?: QueryValues): string {
  const url = path.startsWith('http') || path.startsWith('/api/') ? path : `/api/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}
