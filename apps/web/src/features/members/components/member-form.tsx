import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  billingCycleLabels,
  billingCycles,
  defaultBillingCycle,
  genderCodes,
  genderLabels,
  memberSchema,
  offersCycle,
  subscriptionStatuses,
  subStatusLabels,
  type BillingCycle,
  type ClubDetail,
  type ClubMember,
  type MemberGroupRecord,
  type MembershipTypeRecord,
} from '@rally/domain';
import { DatePickerField } from '../../../components/date-picker-field';
import { zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { SelectField } from '../../../components/select-field';
import { FormPanel } from '../../../components/form-panel';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { fieldErrorsOfError } from '../api/member-store';
import { useSaveMember } from '../api/members.api';
import { useClubFormat } from '../../../lib/format';
import { cyclePriceLabel, fullName, optionsOf } from '../members-format';

/** The form's values: text for text boxes, ids and codes as the selects' strings, dates YYYY-MM-DD. */
type MemberFormValues = {
  first_name: string;
  last_name: string;
  membership_number: string;
  gender: string;
  dob: string | null;
  ntrp_level: string | null;
  email_set: string[];
  phone_number: string;
  street_addr: string;
  city: string;
  state: string;
  postcode: string;
  date_joined: string | null;
  membership_type: string | null;
  billing_cycle: string | null;
  expires: string | null;
  sub_status: string | null;
  group: string | null;
};

const idText = (id: number | null) => (id === null ? null : String(id));

function valuesOf(m: ClubMember | null): MemberFormValues {
  return {
    first_name: m?.first_name ?? '',
    last_name: m?.last_name ?? '',
    membership_number: m?.membership_number ?? '',
    gender: m?.gender ?? 'U',
    dob: m?.dob ?? null,
    ntrp_level: m?.ntrp_level === null || m?.ntrp_level === undefined ? null : m.ntrp_level.toFixed(1),
    email_set: [m?.email_set[0] ?? '', m?.email_set.slice(1).join(', ') ?? ''],
    phone_number: m?.phone_number ?? '',
    street_addr: m?.street_addr ?? '',
    city: m?.city ?? '',
    state: m?.state ?? '',
    postcode: m?.postcode ?? '',
    date_joined: m?.date_joined ?? null,
    membership_type: idText(m?.membership_type ?? null),
    billing_cycle: m?.billing_cycle ?? null,
    expires: m?.expires ?? null,
    sub_status: m?.sub_status ?? null,
    group: idText(m?.group ?? null),
  };
}

/** What the form sends: the other addresses box holds a comma-separated list. */
const toInput = (values: MemberFormValues) => ({
  ...values,
  email_set: [values.email_set[0], ...values.email_set[1].split(/[,;]/)],
});

/** The member rules on the form: an error on any of the other addresses shows under their box. */
const validateMember = (values: MemberFormValues) => {
  const errors = zodFormResolver(memberSchema)(toInput(values));
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      /^email_set\.[1-9]\d*$/.test(path) ? 'email_set.1' : path,
      message,
    ]),
  );
};

/** The same day `years` earlier: where a date-of-birth calendar opens (a typical adult member). */
const yearsBefore = (today: string, years: number) => `${Number(today.slice(0, 4)) - years}-${today.slice(5, 7)}-01`;

const membershipKeys = ['membership_type', 'billing_cycle', 'expires', 'sub_status', 'group'] as const;
const ntrpOptions = Array.from({ length: 13 }, (_, i) => (1 + i * 0.5).toFixed(1));

export type MemberFormProps = {
  club: ClubDetail;
  /** The member to edit; null adds a new one. */
  member: ClubMember | null;
  opened: boolean;
  onClose: () => void;
  types: MembershipTypeRecord[];
  groups: MemberGroupRecord[];
  today: string;
};

/** Adds or edits a member in the slide-in panel: details, contact, and the membership (its own call when editing). */
export function MemberForm({ club, member, opened, onClose, types, groups, today }: MemberFormProps) {
  const save = useSaveMember(club.id);
  const fmt = useClubFormat(club);
  const form = useRecordForm({ record: member, valuesOf, opened, validate: validateMember, validateInputOnBlur: true });

  const type = types.find((t) => String(t.id) === form.values.membership_type);
  const cycleOptions = billingCycles
    .filter((c) => !type || offersCycle(type, c, type.currency))
    .map((c) => ({
      value: c,
      label: type ? `${billingCycleLabels[c]} · ${cyclePriceLabel(type, c, fmt)}` : billingCycleLabels[c],
    }));

  const chooseType = (id: string | null) => {
    form.setFieldValue('membership_type', id);
    const next = types.find((t) => String(t.id) === id);
    const cycle = form.values.billing_cycle as BillingCycle | null;
    if (next && (!cycle || !offersCycle(next, cycle, next.currency)))
      form.setFieldValue('billing_cycle', defaultBillingCycle(next, next.currency));
    if (!next) form.setFieldValue('billing_cycle', null);
  };

  const submit = form.onSubmit(async (values) => {
    const input = toInput(values);
    const original = valuesOf(member);
    const membershipChanged = membershipKeys.some((key) => values[key] !== original[key]);
    try {
      const saved = await save.mutateAsync({
        id: member?.id,
        values: input,
        membership:
          member && membershipChanged
            ? {
                membership_type: values.membership_type,
                billing_cycle: values.billing_cycle,
                expires: values.expires,
                sub_status: values.sub_status,
                group: values.group,
              }
            : undefined,
      });
      notifySuccess(member ? `${fullName(saved)} saved` : `${fullName(saved)} added to the register`);
      onClose();
    } catch (error) {
      const errors = fieldErrorsOfError(error);
      for (const [field, messages] of Object.entries(errors))
        form.setFieldError(field === 'email_set' ? 'email_set.0' : field, messages.join(' '));
      notifyError(error);
    }
  });

  const field = (name: keyof MemberFormValues) => ({ key: form.key(name), ...form.getInputProps(name) });

  return (
    <FormPanel
      id="member-form"
      opened={opened}
      onClose={onClose}
      form={form}
      title={member ? `Edit ${fullName(member)}` : 'Add a member'}
      label={member ? 'Edit member' : 'Add member'}
      submitLabel={member ? 'Save member' : 'Add member'}
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInputField label="First name" required autoComplete="off" {...field('first_name')} />
          <TextInputField label="Last name" required autoComplete="off" {...field('last_name')} />
          <TextInputField label="Membership number" {...field('membership_number')} />
          <SelectField
            label="Gender"
            data={genderCodes.map((g) => ({ value: g, label: genderLabels[g] }))}
            allowDeselect={false}
            {...field('gender')}
          />
          <DatePickerField
            label="Date of birth"
            clearable
            region={club.country}
            minDate="1900-01-01"
            maxDate={today}
            today={today}
            openOn={yearsBefore(today, 30)}
            openLevel="decade"
            {...field('dob')}
          />
          <SelectField label="NTRP level" clearable data={ntrpOptions} {...field('ntrp_level')} />
        </SimpleGrid>

        <Divider label="Contact" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInputField label="Email" type="email" {...field('email_set.0' as keyof MemberFormValues)} />
          <TextInputField
            label="Other emails"
            description="Separate addresses with commas"
            {...field('email_set.1' as keyof MemberFormValues)}
          />
          <TextInputField label="Phone" type="tel" {...field('phone_number')} />
          <TextInputField label="Street" {...field('street_addr')} />
          <TextInputField label="City" {...field('city')} />
          <SimpleGrid cols={2} spacing="sm">
            <TextInputField label="State" {...field('state')} />
            <TextInputField label="Postcode" {...field('postcode')} />
          </SimpleGrid>
        </SimpleGrid>

        <Divider label="Membership" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <SelectField
            label="Membership type"
            placeholder="No membership"
            clearable
            data={optionsOf(types)}
            {...field('membership_type')}
            onChange={chooseType}
          />
          <SelectField label="Billing cycle" data={cycleOptions} disabled={!type} {...field('billing_cycle')} />
          <DatePickerField
            label="Expires"
            clearable
            region={club.country}
            minDate="1990-01-01"
            today={today}
            disabled={!type}
            {...field('expires')}
          />
          <SelectField
            label="Subscription status"
            clearable
            disabled={!type}
            data={subscriptionStatuses.map((s) => ({ value: s, label: subStatusLabels[s] }))}
            {...field('sub_status')}
          />
          <SelectField label="Group" placeholder="No group" clearable data={optionsOf(groups)} {...field('group')} />
          <DatePickerField
            label="Date joined"
            clearable
            region={club.country}
            minDate="1900-01-01"
            maxDate={today}
            today={today}
            {...field('date_joined')}
          />
        </SimpleGrid>
        {member && (
          <Text size="xs" c="dimmed">
            {member.is_user
              ? 'Linked to a Rally account through a verified e-mail address.'
              : 'Not linked to a Rally account. Saving links the member when one of these addresses is a player’s verified e-mail.'}
          </Text>
        )}
      </Stack>
    </FormPanel>
  );
}
