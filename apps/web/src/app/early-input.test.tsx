import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';

// React's act() in a plain DOM test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({ onSend }: { onSend: (values: { name: string; agree: boolean }) => void }) {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, agree });
      }}
    >
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Agree <input type="checkbox" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
      </label>
      <button type="submit">
        <span>Send</span>
      </button>
      <a href="#elsewhere">Elsewhere</a>
    </form>
  );
}

/** A prerendered page in the document, as the build writes it. */
function prerendered(onSend: (values: { name: string; agree: boolean }) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSend={onSend} />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** Lets timers and React run (inside act) until `done` holds, or 5 s pass: a loaded machine is slow. */
async function settle(done: () => boolean) {
  for (const until = Date.now() + 5_000; !done() && Date.now() < until;) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

describe('holdEarlyInput', () => {
  it('holds a click until the app has adopted the page, then does it with what was typed meanwhile', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    const early = holdEarlyInput(container);
    // The reader types, ticks and presses Send before the app runs.
    container.querySelector<HTMLInputElement>('input:not([type])')!.value = 'Ada';
    container.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submitted);
    container.querySelector('span')!.click();
    expect(submitted).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();

    await act(async () => {
      hydrateRoot(container, <Page onSend={onSend} />);
    });
    expect(container.querySelector<HTMLInputElement>('input:not([type])')!.value).toBe('Ada');
    await act(async () => {
      early.release();
    });
    await settle(() => onSend.mock.calls.length > 0);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ name: 'Ada', agree: true });
    document.removeEventListener('submit', submitted);
  });

  it('lets links work as links and stops holding once released', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    const early = holdEarlyInput(container);
    const link = container.querySelector('a')!;
    const followed = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);

    await act(async () => {
      hydrateRoot(container, <Page onSend={onSend} />);
    });
    await act(async () => {
      early.release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Nothing was held: nothing is sent. A click now reaches the app directly.
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => container.querySelector('button')!.click());
    expect(onSend).toHaveBeenCalledWith({ name: '', agree: false });
  });

  it('holds a submission that comes while the app is adopting the page until the typed values have reached it', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    const early = holdEarlyInput(container);
    container.querySelector<HTMLInputElement>('input:not([type])')!.value = 'Ada';
    await act(async () => {
      hydrateRoot(container, <Page onSend={onSend} />);
    });
    await act(async () => {
      early.release();
      // Enter in the field, after the app took the page over but before the values were replayed.
      container.querySelector('form')!.requestSubmit();
      expect(onSend).not.toHaveBeenCalled();
    });
    await settle(() => onSend.mock.calls.length > 0);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ name: 'Ada', agree: false });
  });
});
