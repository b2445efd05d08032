import { describe, expect, it } from 'vitest';
import { personOptionLabel } from './person-label';

describe('personOptionLabel', () => {
  it.each([
    [{ name: 'Sam Lee', membership_number: '1042', email: 'sam@example.com' }, 'Sam Lee (1042, sam@example.com)'],
    [{ name: 'Sam Lee', membership_number: '', email: 'sam.two@example.com' }, 'Sam Lee (sam.two@example.com)'],
    [{ name: 'Sam Lee', membership_number: '77', email: '' }, 'Sam Lee (77)'],
    [{ name: ' Sam Lee ', membership_number: null, email: null }, 'Sam Lee'],
    [
      { name: 'Sam Lee', email: 'sam@example.com', kind: 'nonmember' as const },
      'Sam Lee (sam@example.com) · non-member',
    ],
    [{ name: 'Sam Lee', email: 'sam@example.com', kind: 'member' as const }, 'Sam Lee (sam@example.com)'],
  ])('%o reads %s', (person, label) => {
    expect(personOptionLabel(person)).toBe(label);
  });

  it('tells two members of the same name apart', () => {
    const a = personOptionLabel({ name: 'Sam Lee', membership_number: '1', email: 'a@example.com' });
    const b = personOptionLabel({ name: 'Sam Lee', membership_number: '2', email: 'a@example.com' });
    expect(a).not.toBe(b);
  });
});
