// The messages area's public entry: the app reaches its screens only through here. Each page is a
// loader for its own lazy chunk, so importing this file adds no page code to the caller's chunk.
export const messagesPages = {
  messages: () => import('./messages-page'),
  inbox: () => import('./inbox-page'),
  newsletters: () => import('./newsletters-page'),
  unsubscribe: () => import('./unsubscribe-page'),
};
