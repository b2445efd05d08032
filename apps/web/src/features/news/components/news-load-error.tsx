import { Button } from '@mantine/core';
import { MessageText } from '../../../components/message-text';
import { failureText } from '../../../lib/api';

/** A failed load of news (the News page, a club's page): the reason and Try again. */
export function NewsLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error | null;
  onRetry: () => unknown;
}) {
  return (
    <MessageText kind="error" title={title}>
      {failureText(error)}{' '}
      <Button variant="subtle" size="compact-sm" onClick={() => onRetry()}>
        Try again
      </Button>
    </MessageText>
  );
}
