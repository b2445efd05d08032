import { eq } from 'drizzle-orm';
import { clubFormat, DEFAULT_LOCALE } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { clubOpeningHours, clubs } from './clubs.tables';
import { useClubTestApp } from './club-settings.test-helpers';

const { state, call } = useClubTestApp();
const url = (path: string) => `/api/club/${state.riverside}/${path}`;

describe('GET /api/club/{id}/', () => {
  it('has every field of spec 2 §3 for an AGENT', async () => {
    const club = (await call('GET', url(''), 'agent@example.com')).json();
    for (const field of [
      'id',
      'name',
      'street_address',
      'city',
      'state',
      'postcode',
      'phone',
      'url',
      'email',
      'country',
      'currency',
      'connect_available',
      'stripe_account',
      'facilities',
      'admin_set',
      'package',
      'subscription',
      'opening_hours',
      'hoursOfOperation',
      'daysofOperation',
      'courtgroup_set',
      'membership_type_set',
      'court_rules',
    ])
      expect(club, field).toHaveProperty(field);
    expect(club.court_rules).toEqual({ available_sports: [expect.any(Number)] });
  });
});

describe('PATCH /api/club/{id}/', () => {
  it('changes the details it is given and keeps the rest', async () => {
    const res = await call('PATCH', url(''), 'agent@example.com', {
      phone: '+61 2 9000 9999',
      email: 'Office@Riverside.Example',
      currency: 'NZD',
      time_zone: 'Pacific/Auckland',
      country: 'nz',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '+61 2 9000 9999',
      email: 'office@riverside.example',
      currency: 'nzd',
      time_zone: 'Pacific/Auckland',
      country: 'NZ',
      street_address: '12 River Road',
    });
    await call('PATCH', url(''), 'agent@example.com', {
      currency: 'aud',
      time_zone: 'Australia/Sydney',
      country: 'AU',
    });
  });

  it("sets the club's locale (en-AU until set), which the club's formats then read in", async () => {
    expect((await call('GET', url(''), 'agent@example.com')).json().locale).toBe(DEFAULT_LOCALE);
    const res = await call('PATCH', url(''), 'agent@example.com', { locale: 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locale: 'en-US', currency: 'aud' });
    const [row] = await state.t.db.select().from(clubs).where(eq(clubs.id, state.riverside));
    expect(clubFormat(row!)).toEqual({ locale: 'en-US', timeZone: 'Australia/Sydney', currency: 'AUD' });
    await call('PATCH', url(''), 'agent@example.com', { locale: DEFAULT_LOCALE });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please provide a valid email address'],
    [{ url: 'nope' }, 'url', 'This field has to be a valid URL starting with http:// or https://'],
    [{ time_zone: 'Mars/Olympus' }, 'time_zone', 'Choose a time zone'],
    [{ currency: 'XYZ' }, 'currency', 'Choose a currency'],
    [{ country: 'Australia' }, 'country', 'Choose a country'],
    [{ country: 'XX' }, 'country', 'Choose a country'],
    [{ locale: 'xx-YY' }, 'locale', 'Choose a language and region'],
    [{ phone: 'ring ring' }, 'phone', 'Use digits, spaces and + ( ) - only'],
    [{ postcode: '1'.repeat(21) }, 'postcode', 'Please enter no more than 20 characters'],
  ])('refuses %j with its message', async (body, field, message) => {
    const res = await call('PATCH', url(''), 'agent@example.com', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: message, errors: { [field]: [message] } });
  });
});

describe('POST /api/club/{id}/set_opening_hours/', () => {
  it('sets the days given, open or closed; days left out keep their hours', async () => {
    const res = await call('POST', url('set_opening_hours/'), 'agent@example.com', [
      { id: 0, open: '06:30', close: '21:00' },
      { id: 6, open: '08:00', close: '24:00' },
      { id: 3, closed: true },
    ]);
    expect(res.statusCode).toBe(200);
    const club = res.json();
    // Demo hours: weekdays 06:00–22:00, weekends 07:00–20:00.
    expect(club.opening_hours).toEqual([
      { weekday: 0, open: '06:30', close: '21:00' },
      { weekday: 1, open: '06:00', close: '22:00' },
      { weekday: 2, open: '06:00', close: '22:00' },
      { weekday: 4, open: '06:00', close: '22:00' },
      { weekday: 5, open: '07:00', close: '20:00' },
      { weekday: 6, open: '08:00', close: '24:00' },
    ]);
    expect(club.daysofOperation.map((d: { dayType: string }) => d.dayType)).toEqual([
      'open',
      'open',
      'open',
      'closed',
      'open',
      'open',
      'open',
    ]);
    // Court groups that inherit the club's hours follow them.
    expect(club.courtgroup_set[0].opening_hours).toEqual(club.opening_hours);
  });

  it('takes the spec\'s { "OpeningHours": [...] } form', async () => {
    const res = await call('POST', url('set_opening_hours/'), 'agent@example.com', {
      OpeningHours: [{ id: 3, open: '10:00', close: '18:00' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().opening_hours.find((d: { weekday: number }) => d.weekday === 3)).toEqual({
      weekday: 3,
      open: '10:00',
      close: '18:00',
    });
    expect(res.json().opening_hours.find((d: { weekday: number }) => d.weekday === 0)).toEqual({
      weekday: 0,
      open: '06:30',
      close: '21:00',
    });
  });

  it('accepts close equal to open ("not before") and the stored {weekday} shape', async () => {
    const res = await call('POST', url('set_opening_hours/'), 'bookings@example.com', [
      { weekday: 2, open: '09:00', close: '09:00' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().opening_hours).toContainEqual({ weekday: 2, open: '09:00', close: '09:00' });
  });

  it.each([
    [[{ id: 0, open: '18:00', close: '09:00' }], { '0.close': ['Close must be after Open'] }],
    [[{ id: 0, open: '', close: '09:00' }], { '0.open': ['Open is required'] }],
    [[{ id: 0, open: '09:00' }], { '0.close': ['Close is required'] }],
    [[{ id: 0, open: '9 am', close: '17:00' }], { '0.open': ['Enter a time as HH:MM'] }],
    [[{ id: 9, open: '09:00', close: '17:00' }], { '0.id': ['Weekday must be 0 (Monday) to 6 (Sunday)'] }],
    [
      [
        { id: 1, open: '09:00', close: '17:00' },
        { id: 1, open: '10:00', close: '11:00' },
      ],
      { '1.id': ['Each weekday can appear only once'] },
    ],
    [{ id: 1 }, { non_field_errors: ['Invalid opening hours'] }],
  ])('refuses %j with "Invalid opening hours" and the field errors, changing nothing', async (body, errors) => {
    const before = await state.t.db
      .select()
      .from(clubOpeningHours)
      .where(eq(clubOpeningHours.club_id, state.riverside));
    const res = await call('POST', url('set_opening_hours/'), 'agent@example.com', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: 'Invalid opening hours', errors });
    expect(
      await state.t.db.select().from(clubOpeningHours).where(eq(clubOpeningHours.club_id, state.riverside)),
    ).toEqual(before);
  });

  it("answers another club's AGENT 404 and the club's coach 403, before reading the body", async () => {
    const bad = [{ id: 0, open: '18:00', close: '09:00' }];
    expect((await call('POST', url('set_opening_hours/'), 'other-agent@example.com', bad)).statusCode).toBe(404);
    expect((await call('POST', url('set_opening_hours/'), 'coach@example.com', bad)).statusCode).toBe(403);
    expect((await call('POST', url('set_opening_hours/'), 'applicant@example.com', bad)).statusCode).toBe(404);
  });
});

describe('POST /api/club/{id}/set_facilities/', () => {
  it('stores every known facility, drops unknown ones and keeps the other line', async () => {
    await call('POST', url('set_facilities/'), 'agent@example.com', { clubhouse: false });
    const res = await call('POST', url('set_facilities/'), 'agent@example.com', {
      parking: true,
      wifi: true,
      sauna: true,
      other: 'Padel court',
    });
    expect(res.statusCode).toBe(200);
    const { facilities } = res.json();
    expect(facilities).toMatchObject({ parking: true, wifi: true, clubhouse: false, other: 'Padel court' });
    expect(facilities).not.toHaveProperty('sauna');
    const [row] = await state.t.db
      .select({ facilities: clubs.facilities })
      .from(clubs)
      .where(eq(clubs.id, state.riverside));
    expect(row.facilities).toEqual(facilities);
  });

  it('takes the spec\'s { "Facilities": {...} } form', async () => {
    const res = await call('POST', url('set_facilities/'), 'agent@example.com', {
      Facilities: { parking: true, cafe: true, other: 'Bike racks' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().facilities).toMatchObject({ parking: true, cafe: true, other: 'Bike racks' });
  });

  it('changes only the keys sent: the others keep their stored value', async () => {
    await call('POST', url('set_facilities/'), 'agent@example.com', { parking: true, wifi: true, other: 'Padel' });
    const res = await call('POST', url('set_facilities/'), 'agent@example.com', { cafe: true, wifi: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().facilities).toMatchObject({ parking: true, cafe: true, wifi: false, other: 'Padel' });
  });

  it('refuses a non-boolean flag', async () => {
    const res = await call('POST', url('set_facilities/'), 'agent@example.com', { parking: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ reason: 'Must be true or false', errors: { parking: ['Must be true or false'] } });
  });
});

describe('Club Settings access', () => {
  // Who may change what (docs/DEVELOPING.md, access table): every role reads Club Settings; the
  // AGENT changes details and facilities; the AGENT and COURT_BOOKINGS change the hours.
  const details = "Only the club's AGENT may change the club's details and facilities.";
  const hours = "Only the club's AGENT or COURT_BOOKINGS administrators may change the opening hours.";
  const roles = [
    ['agent@example.com', { details: true, hours: true }],
    ['bookings@example.com', { details: false, hours: true }],
    ['fees@example.com', { details: false, hours: false }],
    ['matcha@example.com', { details: false, hours: false }],
    ['comms@example.com', { details: false, hours: false }],
    ['pos@example.com', { details: false, hours: false }],
  ] as const;

  it.each(roles)('%s reads the club and changes only what its role allows', async (email, may) => {
    expect((await call('GET', url(''), email)).statusCode).toBe(200);
    expect((await call('POST', url('can_enable_courts/'), email)).statusCode).toBe(200);
    const [club] = await state.t.db
      .select({ phone: clubs.phone, facilities: clubs.facilities })
      .from(clubs)
      .where(eq(clubs.id, state.riverside));
    const hoursBefore = await state.t.db
      .select()
      .from(clubOpeningHours)
      .where(eq(clubOpeningHours.club_id, state.riverside));

    const patch = await call('PATCH', url(''), email, { phone: club.phone });
    const facilities = await call('POST', url('set_facilities/'), email, club.facilities);
    const setHours = await call(
      'POST',
      url('set_opening_hours/'),
      email,
      hoursBefore.map((h) => ({ id: h.weekday, open: h.open, close: h.close })),
    );
    expect(patch.statusCode).toBe(may.details ? 200 : 403);
    expect(facilities.statusCode).toBe(may.details ? 200 : 403);
    expect(setHours.statusCode).toBe(may.hours ? 200 : 403);
    if (!may.details) {
      expect(patch.json()).toEqual({ reason: details });
      expect(facilities.json()).toEqual({ reason: details });
    }
    if (!may.hours) expect(setHours.json()).toEqual({ reason: hours });
  });

  it('refuses the MATCHA volunteer a new phone number and hours, and changes nothing', async () => {
    const [before] = await state.t.db.select({ phone: clubs.phone }).from(clubs).where(eq(clubs.id, state.riverside));
    expect((await call('PATCH', url(''), 'matcha@example.com', { phone: '+61 2 1111 1111' })).statusCode).toBe(403);
    expect((await call('POST', url('set_opening_hours/'), 'matcha@example.com', [])).statusCode).toBe(403);
    const [after] = await state.t.db.select({ phone: clubs.phone }).from(clubs).where(eq(clubs.id, state.riverside));
    expect(after.phone).toBe(before.phone);
    expect(
      (await state.t.db.select().from(clubOpeningHours).where(eq(clubOpeningHours.club_id, state.riverside))).length,
    ).toBeGreaterThan(0);
  });

  it("answers another club's administrator 404 on every Club Settings call", async () => {
    for (const [method, path, body] of [
      ['PATCH', '', { city: 'X' }],
      ['POST', 'set_facilities/', {}],
      ['POST', 'can_enable_pos/', undefined],
    ] as const) {
      const res = await call(method, url(path), 'other-agent@example.com', body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ reason: 'Club not found.' });
    }
  });
});

describe('POST /api/club/{id}/can_enable_courts/ and can_enable_pos/', () => {
  it('says yes with a result when the club is ready', async () => {
    expect((await call('POST', url('can_enable_courts/'), 'agent@example.com')).json()).toEqual({
      result: true,
      reasons: [],
    });
  });

  it('lists what is missing', async () => {
    // Riverside has no payment account yet; Harbour's Starter package has no point of sale and it has no courts or hours.
    expect((await call('POST', url('can_enable_pos/'), 'agent@example.com')).json()).toEqual({
      result: false,
      reasons: ["Connect the club's payment account first."],
    });
    const harbour = `/api/club/${state.harbour}/`;
    expect((await call('POST', `${harbour}can_enable_courts/`, 'other-agent@example.com')).json()).toEqual({
      result: false,
      reasons: ['Add at least one court first.', "Set the club's opening hours first."],
    });
    expect((await call('POST', `${harbour}can_enable_pos/`, 'other-agent@example.com')).json()).toEqual({
      result: false,
      reasons: [
        'Your package does not include Point of sale. Choose a package with it first.',
        "Connect the club's payment account first.",
      ],
    });
  });
});
