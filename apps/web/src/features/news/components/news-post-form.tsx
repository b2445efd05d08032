import { Box, Button, FileButton, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  createNewsPostSchema,
  NEWS_POST_HEADLINE_MAX,
  NEWS_POST_TEXT_MAX,
  NEWSLETTER_IMAGE_MAX_BYTES,
  newsletterMessages,
  type ClubDetail,
  type NewsPost,
} from '@rally/domain';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { notifyError, notifySuccess } from '../../../components/notify';
import { FormPanel } from '../../../components/form-panel';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { thumbImageTypes, useSaveNewsPost, useUploadThumb } from '../api/news-posts.api';
import { NewsPostCard } from './news-post-card';

type Values = { headline: string; text: string; readmore: string; thumb: string; status: 'D' | 'P' };
const formSchema = createNewsPostSchema.omit({ club: true });
const valuesOf = (post: NewsPost | null): Values =>
  post
    ? {
        headline: post.headline,
        text: post.text,
        readmore: post.readmore ?? '',
        thumb: post.thumb ?? '',
        status: post.status,
      }
    : { headline: '', text: '', readmore: '', thumb: '', status: 'D' };

/** A file's bytes in base64 (what POST /newsletterimage/ takes). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Write or edit a club's news post: headline, text, picture (uploaded or an address), link, and a preview. */
export function NewsPostForm({
  club,
  post,
  opened,
  onClose,
}: {
  club: ClubDetail;
  post: NewsPost | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveNewsPost();
  const upload = useUploadThumb(club.id);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const form = useRecordForm({ record: post, valuesOf, opened, validate: zodFormResolver(formSchema) });
  const v = form.getValues();
  const field = (name: keyof Values) => ({ key: form.key(name), ...form.getInputProps(name) });
  const choose = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (!(thumbImageTypes as readonly string[]).includes(file.type))
      return setUploadError(newsletterMessages.imageType);
    if (file.size > NEWSLETTER_IMAGE_MAX_BYTES) return setUploadError(newsletterMessages.imageSize);
    try {
      const saved = await upload.mutateAsync({ name: file.name, data: await base64Of(file) });
      form.setFieldValue('thumb', saved.src);
    } catch (error) {
      notifyError(error);
    }
  };
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(post ? { id: post.id, ...values } : { club: club.id, ...values });
      notifySuccess(values.status === 'P' ? (post?.status === 'P' ? 'Post saved' : 'Post published') : 'Draft saved');
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <FormPanel
      id="news-post-form"
      opened={opened}
      onClose={onClose}
      form={form}
      title={post ? 'Edit post' : 'Write a post'}
      label={post ? 'Edit post' : 'Write a post'}
      submitLabel={v.status === 'P' ? (post?.status === 'P' ? 'Save' : 'Publish') : 'Save draft'}
      submitting={save.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInputField
          label="Headline"
          required
          maxLength={NEWS_POST_HEADLINE_MAX}
          description={`Up to ${NEWS_POST_HEADLINE_MAX} characters`}
          {...field('headline')}
        />
        <TextAreaField
          label="Text"
          required
          minRows={6}
          maxRows={16}
          maxLength={NEWS_POST_TEXT_MAX}
          description="The first line is what players see in the list; a blank line starts a new paragraph."
          {...field('text')}
        />
        <div>
          <TextInputField
            label="Picture"
            description="Upload an image (PNG, JPEG, GIF or WebP, at most 2 MB) or paste an address starting with https://"
            placeholder="https://"
            {...field('thumb')}
          />
          <Group gap="xs" mt={6}>
            <FileButton onChange={(file) => void choose(file)} accept={thumbImageTypes.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  loading={upload.isPending}
                >
                  Upload a picture
                </Button>
              )}
            </FileButton>
            {v.thumb && (
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                leftSection={<IconPhotoOff size={14} aria-hidden />}
                onClick={() => form.setFieldValue('thumb', '')}
              >
                Remove picture
              </Button>
            )}
          </Group>
          {uploadError && (
            <Text size="xs" c="red.8" role="alert" mt={4}>
              {uploadError}
            </Text>
          )}
        </div>
        <TextInputField
          label="Read-more link"
          type="url"
          description="Optional: where players find out more, an address starting with https:// (or http://), or a page of Rally starting with /"
          placeholder="https://"
          {...field('readmore')}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="news-post-status-label">
            Players see it
          </Text>
          <SegmentedControl
            aria-labelledby="news-post-status-label"
            data={[
              { value: 'D', label: 'Not yet (draft)' },
              { value: 'P', label: 'Now (published)' },
            ]}
            value={v.status}
            onChange={(s) => form.setFieldValue('status', s as Values['status'])}
          />
        </div>
        <Box component="section" aria-labelledby="news-post-preview-title" mt="xs">
          <Text size="sm" fw={600} mb={4} id="news-post-preview-title">
            Preview
          </Text>
          <NewsPostCard
            component="div"
            headingOrder={3}
            post={{
              ...v,
              readmore: v.readmore.trim() || null,
              thumb: v.thumb.trim() || null,
              stamp: v.status === 'P' ? (post?.stamp ?? new Date().toISOString()) : null,
              club: club.id,
              club_name: club.name,
            }}
            bg="gray.0"
          />
        </Box>
      </Stack>
    </FormPanel>
  );
}
