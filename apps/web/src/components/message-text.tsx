import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

export type MessageKind = 'success' | 'error' | 'info';

const looks = {
  success: { color: 'court', Icon: IconCircleCheck },
  error: { color: 'red', Icon: IconAlertCircle },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

export type MessageTextProps = Omit<AlertProps, 'color' | 'icon' | 'variant'> & { kind?: MessageKind };

/** An inline message with success, error or info styling; errors are announced at once. */
export function MessageText({ kind = 'info', children, ...rest }: MessageTextProps) {
  const { color, Icon } = looks[kind];
  return (
    <Alert
      variant="light"
      color={color}
      icon={<Icon size={20} aria-hidden />}
      role={kind === 'error' ? 'alert' : 'status'}
      data-kind={kind}
      {...rest}
    >
      {children}
    </Alert>
  );
}
