import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconDeviceDesktop, IconDeviceMobile, IconEye, IconSend, IconTestPipe } from '@tabler/icons-react';
import { useState } from 'react';
import {
  formatDateTime,
  newsletterSchema,
  newsletterStatusLabels,
  type ClubDetail,
  type NewsletterInput,
  type NewsletterRecord,
} from '@rally/domain';
import { confirmAction } from '../../../components/confirm-action';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { TextInputField } from '../../../components/text-input';
import { loadRecordValues, useRecordForm } from '../../../components/use-record-form';
import { useMessageGroups } from '../api/messages.api';
import { useSaveNewsletter, useSendNewsletter, useSendTest } from '../api/newsletters.api';
import { NewsletterDeliveries } from './newsletter-deliveries';
import { NewsletterEditor } from './newsletter-editor';
import { NewsletterHtml } from './newsletter-html';
import { useClubFormat } from '../../../lib/format';

type Values = { subject: string; html: string; group_set: string[]; all_members: boolean };
const valuesOf = (n: NewsletterRecord | null): Values => ({
  subject: n?.subject ?? '',
  html: n?.html ?? '',
  group_set: (n?.group_set ?? []).map(String),
  all_members: n?.all_members ?? false,
});
const toInput = (v: Values): NewsletterInput => ({
  subject: v.subject,
  html: v.html,
  group_set: v.all_members ? [] : v.group_set.map(Number),
  all_members: v.all_members,
});

/** Preview at desktop and phone widths, sanitised as members will see it. */
function Preview({
  subject,
  html,
  opened,
  onClose,
}: {
  subject: string;
  html: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [width, setWidth] = useState('640');
  return (
    <Modal opened={opened} onClose={onClose} size="auto" title={<Text fw={700}>Preview</Text>}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Preview width"
          value={width}
          onChange={setWidth}
          data={[
            {
              value: '640',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconDeviceDesktop size={16} aria-hidden />
                  Desktop
                </Group>
              ),
            },
            {
              value: '360',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconDeviceMobile size={16} aria-hidden />
                  Phone
                </Group>
              ),
            },
          ]}
        />
        <Stack
          gap="xs"
          p="md"
          w={Number(width) + 34}
          maw="90vw"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          data-testid="newsletter-preview"
        >
          <Title order={2} size="h4">
            {subject || 'No subject yet'}
          </Title>
          <NewsletterHtml html={html} />
        </Stack>
      </Stack>
    </Modal>
  );
}

/** A newsletter: edit while a draft (or scheduled), send a test, send now or schedule; then its deliveries. */
export function NewsletterForm({
  club,
  newsletter,
  onSaved,
}: {
  club: ClubDetail;
  newsletter: NewsletterRecord | null;
  onSaved: (n: NewsletterRecord) => void;
}) {
  const fmt = useClubFormat(club);
  const groups = useMessageGroups(club.id);
  const save = useSaveNewsletter(club.id);
  const send = useSendNewsletter();
  const test = useSendTest();
  const [previewing, setPreviewing] = useState(false);
  const [sendAt, setSendAt] = useState<string | null>(null);
  const editable = !newsletter || newsletter.status === 'D' || newsletter.status === 'S';
  const form = useRecordForm<Values, NewsletterRecord | null>({
    record: newsletter,
    valuesOf,
    opened: true,
    validate: (v: Values) => zodFormResolver(newsletterSchema)(toInput(v)),
  });
  const values = form.getValues();
  form.watch('all_members', () => undefined);
  form.watch('subject', () => undefined);

  const saveDraft = async () => {
    if (form.validate().hasErrors) return null;
    try {
      const saved = await save.mutateAsync({ id: newsletter?.id, values: toInput(form.getValues()) });
      loadRecordValues(form, valuesOf(saved));
      onSaved(saved);
      return saved;
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
      return null;
    }
  };

  const sendIt = async () => {
    const audience = values.all_members
      ? 'every member'
      : `${values.group_set.length} group${values.group_set.length === 1 ? '' : 's'}`;
    const when = sendAt ? `on ${formatDateTime(sendAt, fmt)}` : 'now';
    const ok = await confirmAction({
      title: `Send “${values.subject}”?`,
      message: `It goes to ${audience} ${when}. Members who unsubscribed are skipped.`,
      confirmLabel: sendAt ? 'Schedule' : 'Send now',
    });
    if (!ok) return;
    const saved = await saveDraft();
    if (!saved) return;
    try {
      const sent = await send.mutateAsync({ id: saved.id, sendAt: sendAt ? new Date(sendAt).toISOString() : null });
      notifySuccess(sendAt ? 'Newsletter scheduled' : 'Newsletter is being sent');
      onSaved(sent);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="md">
      {newsletter && (
        <Group gap="xs">
          <Badge variant="light">{newsletterStatusLabels[newsletter.status]}</Badge>
          {newsletter.status === 'S' && newsletter.send_at && (
            <Text size="sm">Sends {formatDateTime(newsletter.send_at, fmt)}</Text>
          )}
          {newsletter.sent_at && <Text size="sm">Sent {formatDateTime(newsletter.sent_at, fmt)}</Text>}
        </Group>
      )}
      {editable ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void saveDraft().then((s) => s && notifySuccess('Draft saved'));
          }}
          aria-label="Newsletter"
          noValidate
        >
          <Stack gap="sm">
            <TextInputField
              label="Subject"
              required
              maxLength={200}
              key={form.key('subject')}
              {...form.getInputProps('subject')}
            />
            <Group align="flex-end" wrap="wrap">
              <Switch
                label="All members"
                key={form.key('all_members')}
                {...form.getInputProps('all_members', { type: 'checkbox' })}
              />
              {!values.all_members && (
                <MultiSelect
                  label="To groups"
                  placeholder="Choose groups"
                  style={{ flex: 1, minWidth: 220 }}
                  data={(groups.data ?? []).map((g) => ({
                    value: String(g.id),
                    label: `${g.name} (${g.num_players})`,
                  }))}
                  key={form.key('group_set')}
                  {...form.getInputProps('group_set')}
                />
              )}
            </Group>
            <div>
              <Text size="sm" fw={500} mb={4}>
                Content
              </Text>
              <NewsletterEditor
                clubId={club.id}
                value={newsletter?.html ?? ''}
                onChange={(html) => form.setFieldValue('html', html)}
              />
              {form.errors.html && (
                <Text c="red.9" size="sm">
                  {form.errors.html}
                </Text>
              )}
            </div>
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Button type="submit" variant="default" loading={save.isPending}>
                  Save draft
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconEye size={16} aria-hidden />}
                  onClick={() => setPreviewing(true)}
                >
                  Preview
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconTestPipe size={16} aria-hidden />}
                  loading={test.isPending}
                  onClick={async () => {
                    const saved = await saveDraft();
                    if (!saved) return;
                    try {
                      notifySuccess((await test.mutateAsync(saved.id)).detail);
                    } catch (error) {
                      notifyError(error);
                    }
                  }}
                >
                  Send test to me
                </Button>
              </Group>
              <Group gap="xs" align="flex-end">
                <DateTimePicker
                  label="Send later (optional)"
                  clearable
                  placeholder="Now"
                  value={sendAt}
                  onChange={setSendAt}
                  minDate={new Date()}
                  valueFormat="D MMM YYYY HH:mm"
                  w={220}
                />
                <Button leftSection={<IconSend size={16} aria-hidden />} onClick={sendIt} loading={send.isPending}>
                  {sendAt ? 'Schedule' : 'Send now'}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {newsletter.subject}
          </Title>
          <NewsletterHtml html={newsletter.html} />
        </Stack>
      )}
      {newsletter && newsletter.progress.total > 0 && <NewsletterDeliveries newsletter={newsletter} />}
      {newsletter?.status === 'G' && newsletter.progress.total === 0 && (
        <Alert color="gray">Finding the recipients…</Alert>
      )}
      <Preview subject={values.subject} html={values.html} opened={previewing} onClose={() => setPreviewing(false)} />
    </Stack>
  );
}
