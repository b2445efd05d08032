import { Box, SegmentedControl, Stack, Text } from '@mantine/core';
import { createNewsItemSchema, type ClubDetail, type NewsItem } from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { FormPanel } from '../../../components/form-panel';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { useSaveNewsItem } from '../api/club-news.api';
import { NewsCard } from './news-card';

type Values = { title: string; summary: string; url: string; status: 'D' | 'P' };
const formSchema = createNewsItemSchema.omit({ club: true });
const valuesOf = (item: NewsItem | null): Values =>
  item
    ? { title: item.title, summary: item.summary, url: item.url, status: item.status }
    : { title: '', summary: '', url: '', status: 'D' };

/** Write or edit a club news item, with a preview of the card players will see. */
export function NewsItemForm({
  club,
  item,
  opened,
  onClose,
}: {
  club: ClubDetail;
  item: NewsItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveNewsItem();
  const form = useRecordForm({ record: item, valuesOf, opened, validate: zodFormResolver(formSchema) });
  const v = form.getValues();
  const field = (name: keyof Values) => ({ key: form.key(name), ...form.getInputProps(name) });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(item ? { id: item.id, ...values } : { club: club.id, ...values });
      notifySuccess(
        values.status === 'P' ? (item?.status === 'P' ? 'News item saved' : 'News item published') : 'Draft saved',
      );
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <FormPanel
      id="news-item-form"
      opened={opened}
      onClose={onClose}
      form={form}
      title={item ? 'Edit news item' : 'Write a news item'}
      label={item ? 'Edit news item' : 'Write a news item'}
      submitLabel={v.status === 'P' ? (item?.status === 'P' ? 'Save' : 'Publish') : 'Save draft'}
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInputField label="Title" required maxLength={200} {...field('title')} />
        <TextAreaField
          label="Summary"
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...field('summary')}
        />
        <TextInputField
          label="Link"
          required
          type="url"
          description="Where the title leads: an address starting with https:// (or http://), or a page of Rally starting with /"
          placeholder="https://"
          {...field('url')}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="news-status-label">
            Players see it
          </Text>
          <SegmentedControl
            aria-labelledby="news-status-label"
            data={[
              { value: 'D', label: 'Not yet (draft)' },
              { value: 'P', label: 'Now (published)' },
            ]}
            value={v.status}
            onChange={(s) => form.setFieldValue('status', s as Values['status'])}
          />
        </div>
        <Box component="section" aria-labelledby="news-preview-title" mt="xs">
          <Text size="sm" fw={600} mb={4} id="news-preview-title">
            Preview
          </Text>
          <NewsCard
            component="div"
            item={{ ...v, created: item?.created ?? new Date().toISOString(), club: club.id, club_name: club.name }}
            bg="gray.0"
          />
        </Box>
      </Stack>
    </FormPanel>
  );
}
