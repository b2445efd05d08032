// Club members, membership types and member groups (spec 2 §3, §5, §7, §8).
export * from './member-fields';
export * from './member-codes';
export * from './member.schema';
export * from './membership.schema';
export * from './member-filters';
export * from './member-filters.schema';
export * from './member-import';
export * from './member-export';
export * from './member-list';
export * from './member-list.schema';
export * from './membership-fees';
export * from './membership-proration';
export * from './membership-online';
export * from './members.contract';
export * from './membership-fees.contract';
export * from './membership-card.contract';
export * from './person-label';
