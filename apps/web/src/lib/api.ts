import { apiUrl, type QueryValues } from './api-url';
import { readHeaders, takeEarly } from './early-reads';
import { renderContext } from './render-context';
import { noteAnswer } from './saved-copies';

export { apiUrl };

/** An API error: the HTTP status, the body, and the message the error reader of spec 2 §8 gives. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** Field errors `{field: [message]}` of an invalid-input answer. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: Record<string, string[]> } | null)?.errors;
    return errors ?? {};
  }
}

/** The error reader of spec 2 §8: 4xx → body.reason or the whole body; empty 400 → not authorised. */
export function readError(status: number, body: unknown): string {
  if (status >= 400 && status <= 499) {
    const reason = typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined;
    const message = reason ?? body;
    const text =
      typeof message === 'string' ? message : message && Object.keys(message).length ? JSON.stringify(message) : '';
    if (text) return text;
    if (status === 400) return 'You are not authorised to perform this action';
  }
  return 'An error occured';
}

/** The sentence to show for a failed call: the server's reason (spec 2 §8's reader), or a plain fallback. */
export const failureText = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof ApiError ? error.message : fallback;

/** The standard text: 'not authorised' for 401, otherwise 'An error occurred'. */
export const standardErrorText = (status: number) => (status === 401 ? 'not authorised' : 'An error occurred');

type RequestOptions = {
  method?: string;
  body?: unknown;
  query?: QueryValues;
  signal?: AbortSignal;
};

/** A GET answered by the server's render of the page (lib/render-context.ts); undefined in the browser. */
function serverRead(url: string): Promise<Response> | undefined {
  const context = renderContext();
  return context?.read(url).then(({ status, body }) => new Response(status === 204 ? null : body, { status }));
}

/** Calls the API with the token header; throws ApiError on any non-OK answer. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = readHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = apiUrl(path, options.query);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const res =
    (method === 'GET' ? await (serverRead(url) ?? takeEarly(url))?.catch(() => undefined) : undefined) ??
    (await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }));
  if (method === 'GET') noteAnswer(url, res);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  if (!res.ok) throw new ApiError(res.status, body, readError(res.status, body));
  return body as T;
}

/** A DRF page. */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
