import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ClubDetail } from '@rally/domain';
import { IconPencil } from '@tabler/icons-react';
import { ClubDetailsForm } from './club-details-form';

/** The club details card's "Edit details" button and the panel it opens. */
export function EditClubDetails({ club }: { club: ClubDetail }) {
  const [opened, panel] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={panel.open}>
        Edit details
      </Button>
      <ClubDetailsForm club={club} opened={opened} onClose={panel.close} />
    </>
  );
}
