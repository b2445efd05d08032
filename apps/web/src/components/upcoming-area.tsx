import { EmptyState, Paper, Text } from '@mantine/core';
import type { MenuIcon } from '@rally/domain';
import { sidebarIcons } from './icons';
import { PageHeader } from './page-header';

type UpcomingAreaProps = {
  title: string;
  description: string;
  what: string;
  emptyTitle: string;
  emptyText: string;
  /** The area's sidebar icon, drawn in the empty list. */
  icon: MenuIcon;
};

/** A player area that is built in a later release: what it will hold, and its (empty) list today. */
export function UpcomingArea({ title, description, what, emptyTitle, emptyText, icon }: UpcomingAreaProps) {
  const Icon = sidebarIcons[icon];
  return (
    <>
      <PageHeader title={title} description={description} />
      <Paper withBorder radius="md" p="xl" maw={840}>
        <EmptyState icon={<Icon size={28} aria-hidden />} variant="light" title={emptyTitle} description={emptyText} />
        <Text size="sm" c="dimmed" ta="center" mt="md" maw={520} mx="auto">
          {what}
        </Text>
      </Paper>
    </>
  );
}
