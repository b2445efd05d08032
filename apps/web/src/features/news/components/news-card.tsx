import { Anchor, Paper, Stack, Text, Title, VisuallyHidden, type PaperProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '@rally/domain';
import type { ReactNode } from 'react';
import { playerFormat } from '../../../lib/format';
import { useClubLocale } from '../../../lib/player-format';

/** A path on this site ('/tournament/draw?id=3'), not another site's address. */
const isSitePath = (url: string) => /^\/(?!\/)/.test(url);

/** `club`: whose item it is (null for Rally's), so its date reads in that club's locale. */
export type NewsCardItem = {
  title: string;
  summary: string;
  url: string;
  created: string;
  club?: number | null;
  club_name: string | null;
};

/** A news item as players read it: date (in its club's locale) and club, the title linking to the story, the summary. */
export function NewsCard({
  item,
  component = 'li',
  headingOrder = 2,
  children,
  ...paper
}: { item: NewsCardItem; component?: 'li' | 'div'; headingOrder?: 2 | 3; children?: ReactNode } & PaperProps) {
  const locale = useClubLocale(item.club);
  return (
    <Paper withBorder radius="md" p="lg" component={component} {...paper}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" component="time" dateTime={item.created}>
          {formatDate(item.created, playerFormat(undefined, locale))}
          {item.club_name ? ` · ${item.club_name}` : ''}
        </Text>
        <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {isSitePath(item.url) ? (
            // A page of Rally itself (a competition's fixtures): opened here, as any link of the app.
            <Anchor component={Link} to={item.url} inherit c="dark.8" underline="hover">
              {item.title || 'Untitled'}
            </Anchor>
          ) : (
            <Anchor
              href={item.url || undefined}
              target="_blank"
              rel="noopener noreferrer"
              inherit
              c="dark.8"
              underline="hover"
            >
              {item.title || 'Untitled'}
              <IconExternalLink
                size={16}
                aria-hidden
                style={{ marginLeft: 6, verticalAlign: '-2px', color: 'var(--mantine-color-court-7)' }}
              />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          )}
        </Title>
        {item.summary && <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.summary}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
