// A bar along the bottom of the page with a sentence and one button, drawn without React or
// Mantine: the entry shows it when the app's start could not load (main.tsx), and the service
// worker's update prompt shows it when a new release is ready (app/service-worker.ts).

/** Shows the bar; `role` is 'alert' for a failure, 'status' for news. Returns a function that removes it. */
export function showPageBar({
  text,
  button,
  onClick,
  role = 'alert',
}: {
  text: string;
  button: string;
  onClick: () => void;
  role?: 'alert' | 'status';
}): () => void {
  const bar = document.createElement('div');
  bar.setAttribute('role', role);
  bar.style.cssText =
    'position:fixed;inset:auto 0 0 0;z-index:1000;display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:center;padding:16px;background:#fff;border-top:1px solid #dee2e6;font:inherit;color:#212529';
  const sentence = document.createElement('p');
  sentence.style.margin = '0';
  sentence.textContent = text;
  const action = document.createElement('button');
  action.type = 'button';
  action.textContent = button;
  action.style.cssText =
    'font:inherit;font-weight:600;color:#fff;background:#1b6b43;border:0;border-radius:4px;padding:0 20px;height:36px;cursor:pointer';
  action.addEventListener('click', onClick);
  bar.append(sentence, action);
  document.body.append(bar);
  return () => bar.remove();
}
