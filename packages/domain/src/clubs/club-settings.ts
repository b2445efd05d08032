// What a club configures before it takes a booking (spec 2 §3–§9, spec 3 §3, §4, §7): details,
// hours, facilities, administrators, features, package and subscription, terms, time lists.
export * from './club-settings.schema';
export * from './club-admin.schema';
export * from './club-feature.schema';
export * from './club-package.schema';
export * from './club-subscription-billing';
export * from './club-terms.schema';
export * from './time-options';
export * from './club-signup.schema';
