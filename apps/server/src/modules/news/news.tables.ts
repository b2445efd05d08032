import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clubs } from '../clubs/clubs.tables';
import { players } from '../players/players.tables';
import * as clock from '../../clock';

/** A news item shown to players: title, summary, link to the full story. Status D draft, P published. */
export const newsItems = pgTable(
  'news_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The club whose news it is (its AGENT or COMMUNCIATIONS wrote it); null for Rally's own news. */
    club_id: integer().references(() => clubs.id, { onDelete: 'cascade' }),
    author_id: integer().references(() => players.id, { onDelete: 'set null' }),
    title: text().notNull(),
    summary: text().notNull(),
    url: text().notNull(),
    status: text({ enum: ['D', 'P'] })
      .notNull()
      .default('P'),
    created: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    index('news_items_created_idx').on(t.created),
    unique('news_items_tenant_uq').on(t.club_id, t.id),
    index('news_items_club_idx').on(t.club_id, t.created),
  ],
);

/**
 * A news post (spec 3 §3): a club's story told in Rally, with a headline, its whole text, an
 * optional thumbnail and read-more link. `stamp` is when it was published (the server's clock),
 * null while a draft; the first line is derived from the text, never stored.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The club whose post it is (its AGENT or COMMUNCIATIONS wrote it); null for Rally's own. */
    club_id: integer().references(() => clubs.id, { onDelete: 'cascade' }),
    author_id: integer().references(() => players.id, { onDelete: 'set null' }),
    headline: text().notNull(),
    text: text().notNull(),
    readmore: text(),
    thumb: text(),
    status: text({ enum: ['D', 'P'] })
      .notNull()
      .default('D'),
    stamp: timestamp({ withTimezone: true }),
    created: timestamp({ withTimezone: true }).notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    unique('news_posts_tenant_uq').on(t.club_id, t.id),
    index('news_posts_club_idx').on(t.club_id, t.status, t.stamp),
  ],
);
