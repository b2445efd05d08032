import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A news item shown to players: title, summary, link to the full story. Status D draft, P published. */
export const newsItems = pgTable(
  'news_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    summary: text().notNull(),
    url: text().notNull(),
    status: text({ enum: ['D', 'P'] }).notNull().default('P'),
    created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_items_created_idx').on(t.created)],
);
