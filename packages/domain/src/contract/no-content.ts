import { z } from 'zod';

// Apart from endpoint.ts, which imports only zod's types: the web's lib/endpoint.ts uses
// endpoint.ts's helpers in chunks that carry no zod (docs/DEVELOPING.md "One contract per endpoint").

/** The answer of a 204: no body. */
export const noContent = z.null();
