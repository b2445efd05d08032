import {
  Anchor,
  Box,
  Button,
  Flex,
  Image,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
  type PaperProps,
} from '@mantine/core';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { firstLineOf, formatDate, hasMoreThanFirstLine } from '@rally/domain';
import { playerFormat } from '../../../lib/format';
import { useClubLocale } from '../../../lib/player-format';

/** A path on this site ('/clubs/book'), not another site's address. */
const isSitePath = (url: string) => /^\/(?!\/)/.test(url);

export type NewsPostCardPost = {
  headline: string;
  text: string;
  readmore: string | null;
  thumb: string | null;
  stamp: string | null;
  /** Whose post it is (null for Rally's): its date reads in that club's locale. */
  club?: number | null;
  club_name: string | null;
};

/** The post's read-more link: a page of Rally opens here, another site in a new tab. */
function ReadMoreLink({ url }: { url: string }) {
  const label = 'Find out more';
  return isSitePath(url) ? (
    <Anchor component={Link} to={url} size="sm" fw={600}>
      {label}
      <IconArrowRight size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: '-2px' }} />
    </Anchor>
  ) : (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {label}
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: '-2px' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/**
 * A news post as players read it: the thumbnail, date and club, the headline and the text's first
 * line; "Read more" opens the whole text in place (and the post's own link, when it has one).
 */
export function NewsPostCard({
  post,
  component = 'li',
  headingOrder = 2,
  startOpen = false,
  children,
  ...paper
}: {
  post: NewsPostCardPost;
  component?: 'li' | 'div';
  headingOrder?: 2 | 3;
  startOpen?: boolean;
  children?: ReactNode;
} & PaperProps) {
  const locale = useClubLocale(post.club);
  const [open, setOpen] = useState(startOpen);
  const [thumbFailed, setThumbFailed] = useState<string | null>(null);
  const bodyId = useId();
  const more = hasMoreThanFirstLine(post.text);
  const paragraphs = post.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const showThumb = post.thumb && thumbFailed !== post.thumb;
  return (
    <Paper withBorder radius="md" p="lg" component={component} {...paper}>
      <Flex gap="md" direction={{ base: 'column', xs: 'row' }} align="flex-start">
        {showThumb && (
          <Image
            src={post.thumb}
            alt=""
            radius="sm"
            w={{ base: '100%', xs: 176 }}
            h={{ base: 'auto', xs: 99 }}
            fit="cover"
            style={{ aspectRatio: '16 / 9', flexShrink: 0 }}
            onError={() => setThumbFailed(post.thumb)}
          />
        )}
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" c="dimmed">
            {post.stamp ? (
              <time dateTime={post.stamp}>{formatDate(post.stamp, playerFormat(undefined, locale))}</time>
            ) : (
              'Not published yet'
            )}
            {post.club_name ? ` · ${post.club_name}` : ''}
          </Text>
          <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {post.headline || 'Untitled'}
          </Title>
          <Box id={bodyId}>
            {open ? (
              paragraphs.map((p, i) => (
                <Text key={i} mb="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {p}
                </Text>
              ))
            ) : (
              <Text style={{ overflowWrap: 'anywhere' }}>{firstLineOf(post.text)}</Text>
            )}
          </Box>
          {(more || post.readmore) && (
            <Flex gap="md" wrap="wrap" align="center">
              {more && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  px={0}
                  aria-expanded={open}
                  aria-controls={bodyId}
                  onClick={() => setOpen((o) => !o)}
                >
                  {open ? 'Show less' : 'Read more'}
                  <VisuallyHidden>: {post.headline}</VisuallyHidden>
                </Button>
              )}
              {post.readmore && (open || !more) && <ReadMoreLink url={post.readmore} />}
            </Flex>
          )}
          {children}
        </Stack>
      </Flex>
    </Paper>
  );
}
