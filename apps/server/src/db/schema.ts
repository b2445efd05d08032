// The schema index: every area's tables, for Drizzle's query builder and drizzle-kit.
export * from '../modules/auth/auth.tables';
export * from '../modules/players/players.tables';
export * from '../modules/reference/reference.tables';
export * from '../modules/clubs/clubs.tables';
export * from '../modules/coaches/coaches.tables';
export * from '../modules/courts/courts.tables';
export * from '../modules/members/members.tables';
export * from '../modules/news/news.tables';
export * from '../modules/feedback/feedback.tables';
export * from '../modules/invitations/invitations.tables';
export * from '../integrations/mail/mail.tables';
export * from '../integrations/jobs/jobs.tables';
export * from '../modules/bookings/bookings.tables';
export * from '../modules/matcha/matcha.tables';
export * from '../modules/matches/matches.tables';
