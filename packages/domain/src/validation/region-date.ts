import { z } from 'zod';
import { messages } from './messages';
import { parseRegionDate, toDateRegion } from './date-parse';

// Apart from date-parse.ts so that the parser itself needs no zod: the browser's date fields and
// the dashboard's date filters use it without loading the schemas' library.

/** A zod field that parses a typed date for the region and outputs YYYY-MM-DD. */
export const regionDate = (region?: string | null) =>
  z.string({ error: messages.invalidDateFormat[toDateRegion(region)] }).transform((text, ctx) => {
    const result = parseRegionDate(text, region);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });
