import { Box, Drawer, Group, type DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { modalBehaviour } from './popup-modal';

export type SlideInModalProps = DrawerProps & {
  /** Actions kept in view at the bottom of the panel (Save, Cancel). */
  footer?: ReactNode;
};

/** The right-side panel for create and edit forms; it slides in and out (spec 1 §2, DESIGN.md). */
export function SlideInModal({ transitionProps, footer, children, size = 'lg', ...rest }: SlideInModalProps) {
  return (
    <Drawer
      position="right"
      size={size}
      overlayProps={{ backgroundOpacity: 0.35 }}
      {...modalBehaviour}
      transitionProps={{ transition: 'slide-left', duration: 220, timingFunction: 'ease', ...transitionProps }}
      {...rest}
    >
      {children}
      {footer && (
        <Box
          pos="sticky"
          bottom={0}
          py="md"
          mt="lg"
          bg="var(--mantine-color-body)"
          // Above the form's own stacking contexts (select arrows, inputs) scrolled beneath it.
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
        >
          <Group justify="flex-end" gap="sm">
            {footer}
          </Group>
        </Box>
      )}
    </Drawer>
  );
}
