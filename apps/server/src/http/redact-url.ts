// Query parameters that carry a secret: the key of a verification or reset link opens the page
// `/verified?key=…` or `/reset-password?key=…`, and a token may come as `?token=`. The request
// log must never hold a working link.
const SECRET_PARAMS = /^(key|token|code|password)$/i;

/** The request URL for the log, with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((part) => {
      const name = decodeURIComponentSafe(part.split('=')[0]);
      return SECRET_PARAMS.test(name) ? `${part.split('=')[0]}=[redacted]` : part;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};
