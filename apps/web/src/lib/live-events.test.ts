import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeLiveEvents, type LiveEvent } from './live-events';

// The event stream reader (issue 29): events split across chunks are read whole, the token header
// is sent, and a stream that is not there (404) says `gone` and is not asked for again.

const streamOf = (chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

afterEach(() => vi.unstubAllGlobals());

describe('subscribeLiveEvents', () => {
  it('reads events across chunks, skips heartbeats, and sends the headers given', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        streamOf([
          'retry: 2000\n\nevent: ready\ndata: {"club":1}\n\n: heartbeat\n\nevent: cha',
          'nge\ndata: {"club":1,"from":null,"to":null}\n\n',
        ]),
      );
    fetch.mockReturnValue(new Promise(() => {}));
    vi.stubGlobal('fetch', fetch);
    const events: LiveEvent[] = [];
    const statuses: boolean[] = [];
    const close = subscribeLiveEvents('/courtbookinginstance/events/?club=1', (e) => events.push(e), {
      headers: () => ({ Authorization: 'Token abc' }),
      onStatus: (live) => statuses.push(live),
    });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    close();
    expect(events).toEqual([
      { event: 'ready', data: { club: 1 } },
      { event: 'change', data: { club: 1, from: null, to: null } },
    ]);
    expect(statuses[0]).toBe(true);
    expect(fetch.mock.calls[0][0]).toBe('/api/courtbookinginstance/events/?club=1');
    expect(fetch.mock.calls[0][1].headers).toMatchObject({ Authorization: 'Token abc', Accept: 'text/event-stream' });
  });

  it('says gone, once, for a stream that is not there', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const events: LiveEvent[] = [];
    subscribeLiveEvents('/courtboard/x/events/', (e) => events.push(e));
    await vi.waitFor(() => expect(events).toEqual([{ event: 'gone', data: null }]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
