import type { Package } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { packageSwitchText } from './package-switch';

const feature = (id: number, desc: string) => ({
  id,
  name: desc,
  desc,
  detail: '',
  cost_text: '',
  image_url: '',
  prices: [],
});
const pkg = (id: number, name: string, features: Package['feature_set']): Package => ({
  id,
  name,
  desc: '',
  detail: '',
  cost_text: '',
  order: id,
  feature_set: features,
});
const bookings = feature(1, 'Court bookings');
const members = feature(2, 'Membership fee collection');
const clinics = feature(3, 'Clinics and events');
const club = pkg(2, 'Club', [members, bookings]);
const plus = pkg(3, 'Club Plus', [members, bookings, clinics]);
const starter = pkg(1, 'Starter', [bookings]);

describe('packageSwitchText', () => {
  it('says nothing is switched off on an upgrade, and names what is switched on', () => {
    expect(packageSwitchText('Club', club, plus)).toBe(
      'The club moves from Club to Club Plus. Switched on: Clinics and events. Nothing is switched off.',
    );
  });

  it('names the features a smaller package switches off', () => {
    expect(packageSwitchText('Club Plus', plus, starter)).toBe(
      'The club moves from Club Plus to Starter. Switched off (their settings are kept for a later return): Membership fee collection, Clinics and events.',
    );
  });

  it('names both on a sideways move, and stays general when the current package is unknown', () => {
    expect(packageSwitchText('Starter', pkg(1, 'Starter', [members]), club)).toBe(
      'The club moves from Starter to Club. Switched on: Court bookings. Nothing is switched off.',
    );
    expect(packageSwitchText('Old', undefined, club)).toMatch(
      /^The club moves from Old to Club\. Features Club does not include are switched off/,
    );
  });
});
