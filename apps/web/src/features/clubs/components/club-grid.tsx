import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The grid the club cards sit in: one column on a phone, up to three on a desktop. */
export function ClubGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** Card-shaped skeletons where club cards will appear. */
export function ClubGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ClubGrid>
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="md" aria-hidden>
          <Stack gap="sm">
            <Skeleton height={20} width="70%" />
            <Skeleton height={14} width="45%" />
            <Skeleton height={26} width="85%" mt="xs" />
          </Stack>
        </Paper>
      ))}
    </ClubGrid>
  );
}
