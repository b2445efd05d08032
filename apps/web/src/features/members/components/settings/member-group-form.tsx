import { Stack, Text } from '@mantine/core';
import { memberGroupSchema, type ClubDetail, type MemberGroupRecord, type MembershipTypeRecord } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { SelectField } from '../../../../components/select-field';
import { FormPanel } from '../../../../components/form-panel';
import { useRecordForm } from '../../../../components/use-record-form';
import { TextInputField } from '../../../../components/text-input';
import { useSaveMemberGroup } from '../../api/members.api';
import { optionsOf } from '../../members-format';

type GroupFormValues = { name: string; membership_type: string | null };

const valuesOf = (g: MemberGroupRecord | null): GroupFormValues => ({
  name: g?.name ?? '',
  membership_type: g?.membership_type === null || !g ? null : String(g.membership_type),
});

export type MemberGroupFormProps = {
  club: ClubDetail;
  group: MemberGroupRecord | null;
  types: MembershipTypeRecord[];
  opened: boolean;
  onClose: () => void;
};

/** Adds or edits a member group: its name and membership type. Members join a group from their own form. */
export function MemberGroupForm({ club, group, types, opened, onClose }: MemberGroupFormProps) {
  const save = useSaveMemberGroup(club.id);
  const form = useRecordForm({
    record: group,
    valuesOf,
    opened,
    validate: zodFormResolver(memberGroupSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const parsed = memberGroupSchema.parse(values);
      const saved = await save.mutateAsync({
        id: group?.id,
        values: { name: parsed.name, membership_type: parsed.membership_type },
      });
      notifySuccess(group ? `${saved.name} saved` : `${saved.name} added`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <FormPanel
      id="member-group-form"
      opened={opened}
      onClose={onClose}
      form={form}
      size="md"
      title={group ? `Edit ${group.name}` : 'Add a member group'}
      label={group ? 'Edit member group' : 'Add member group'}
      submitLabel={group ? 'Save group' : 'Add group'}
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInputField label="Name" required key={form.key('name')} {...form.getInputProps('name')} />
        <SelectField
          label="Membership type"
          placeholder="Any membership"
          clearable
          data={optionsOf(types)}
          key={form.key('membership_type')}
          {...form.getInputProps('membership_type')}
        />
        <Text size="xs" c="dimmed">
          Put members in the group from their own form (Membership › Group).
        </Text>
      </Stack>
    </FormPanel>
  );
}
