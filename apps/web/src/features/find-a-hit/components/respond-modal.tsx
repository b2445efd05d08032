import { Button, Group, Stack, Text } from '@mantine/core';
import { respondHitSchema, type Hit } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PopupModal } from '../../../components/popup-modal';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area';
import { useRecordForm } from '../../../components/use-record-form';
import { useRespondHit } from '../api/matcha.api';
import { useClubLocale } from '../../../lib/player-format';
import { hitWindow, startChoices } from '../hit-format';

/** Respond to a hit: a start inside its window (every half hour) and a comment. */
export function RespondModal({ hit, opened, onClose }: { hit: Hit; opened: boolean; onClose: () => void }) {
  const respond = useRespondHit();
  const locale = useClubLocale(hit.club);
  const choices = startChoices(hit, locale);
  const form = useRecordForm({
    record: hit,
    valuesOf: (h: Hit) => ({ start_time: h.start_time, comments: '' }),
    opened,
    validate: zodFormResolver(respondHitSchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await respond.mutateAsync({ id: hit.id, ...values });
      notifySuccess(`${hit.hit_creator_name} will hear from Rally that you can play`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <PopupModal
      opened={opened}
      onClose={onClose}
      form={form}
      title={<Text fw={700}>Respond to {hit.hit_creator_name}</Text>}
      centered
    >
      <form onSubmit={submit} noValidate aria-label="Respond to the hit">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {hitWindow(hit, locale)} at {hit.club_name}
          </Text>
          <SelectField
            label="I can start at"
            required
            data={choices}
            allowDeselect={false}
            key={form.key('start_time')}
            {...form.getInputProps('start_time')}
          />
          <TextAreaField
            label="Comments"
            placeholder="Anything they should know"
            minRows={2}
            key={form.key('comments')}
            {...form.getInputProps('comments')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={respond.isPending}>
              Send response
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
