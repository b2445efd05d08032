import { MultiSelect, Stack } from '@mantine/core';
import { newThreadSchema, type MessageGroupRecord, type NewThreadInput, type ThreadDetail } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { FormPanel } from '../../../components/form-panel';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { useSendMessage } from '../api/messages.api';

type Values = { subject: string; text: string; group_set: string[] };
const empty = (): Values => ({ subject: '', text: '', group_set: [] });
const toInput = (v: Values): NewThreadInput => ({
  subject: v.subject,
  text: v.text,
  group_set: v.group_set.map(Number),
});

/** A new message to one or more groups: it starts a thread their members read in their inbox. */
export function ComposeMessage({
  clubId,
  groups,
  opened,
  onClose,
  onSent,
}: {
  clubId: number;
  groups: MessageGroupRecord[];
  opened: boolean;
  onClose: () => void;
  onSent: (thread: ThreadDetail) => void;
}) {
  const send = useSendMessage(clubId);
  const form = useRecordForm<Values, null>({
    record: null,
    valuesOf: empty,
    opened,
    validate: (values: Values) => zodFormResolver(newThreadSchema)(toInput(values)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const thread = await send.mutateAsync(toInput(values));
      notifySuccess('Message sent');
      onSent(thread);
      form.reset();
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <FormPanel
      id="compose-message"
      opened={opened}
      onClose={onClose}
      form={form}
      title="New message"
      label="New message"
      submitLabel="Send message"
      submitting={send.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <MultiSelect
          label="To"
          required
          placeholder={groups.length ? 'Choose groups' : 'Add a group first (Manage groups)'}
          data={groups.map((g) => ({ value: String(g.id), label: `${g.name} (${g.num_players})` }))}
          searchable
          key={form.key('group_set')}
          {...form.getInputProps('group_set')}
        />
        <TextInputField
          label="Subject"
          required
          maxLength={200}
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <TextAreaField
          label="Message"
          required
          minRows={5}
          maxRows={14}
          maxLength={10000}
          key={form.key('text')}
          {...form.getInputProps('text')}
        />
      </Stack>
    </FormPanel>
  );
}
