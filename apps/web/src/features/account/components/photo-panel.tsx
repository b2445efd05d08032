import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Player } from '@rally/domain';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../components/notify';
import { initialsOf } from '../../../lib/initials';
import { useDeletePhoto, useUploadPhoto } from '../api/profile.api';
import { squarePhoto } from '../resize-photo';

/** The Me page's photo: chosen from the device, made a small square here, sent; removed after a question. */
export function PhotoPanel({ player }: { player: Player }) {
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [preparing, setPreparing] = useState(false);

  const choose = async (file: File | null) => {
    if (!file) return;
    setPreparing(true);
    try {
      await upload.mutateAsync(await squarePhoto(file));
      notifySuccess('Your photo is saved.');
    } catch (error) {
      notifyError(error);
    } finally {
      setPreparing(false);
    }
  };
  const takeAway = async () => {
    const confirmed = await confirmAction({
      title: 'Remove your photo?',
      message: 'Your initials show in its place.',
      confirmLabel: 'Remove photo',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync();
      notifySuccess('Your photo is removed.');
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="photo-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="photo-title">
          Photo
        </Title>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar
            src={player.photo}
            alt={player.photo ? `Photo of ${player.full_name}` : undefined}
            size={96}
            radius={96}
            color="court"
          >
            {initialsOf(player.full_name) || '?'}
          </Avatar>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Your partners and your clubs' staff see it beside your name. A JPEG or PNG; we keep a small square of its
              middle.
            </Text>
            <Group gap="sm">
              <FileButton onChange={(file) => void choose(file)} accept="image/jpeg,image/png,image/webp">
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconPhoto size={16} aria-hidden />}
                    loading={preparing || upload.isPending}
                  >
                    {player.photo ? 'Change photo' : 'Add a photo'}
                  </Button>
                )}
              </FileButton>
              {player.photo && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void takeAway()}
                  loading={remove.isPending}
                >
                  Remove photo
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
