// How the reports write their figures.
export const percent = (u: number) => `${Math.round(u * 100)}%`;
export const hours = (h: number) => h.toLocaleString(undefined, { maximumFractionDigits: 1 });
export const count = (n: number) => n.toLocaleString();
/** A CSV file name: rally_insights_<what>_<from>_<to>.csv (DESIGN.md: exports start with rally_). */
export const csvName = (what: string, from: string, to: string) => `rally_insights_${what}_${from}_${to}.csv`;
