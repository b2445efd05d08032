import { Box, Drawer, Group, type DrawerProps } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import { modalBehaviour } from './popup-modal';
import { guardedClose, type PanelForm } from './unsaved-changes';

export type SlideInModalProps = DrawerProps & {
  /** Actions kept in view at the bottom of the panel (Save, Cancel). */
  footer?: ReactNode;
  /**
   * The panel's form (`useRecordForm`): closing it with changes — Esc, the overlay, the close
   * button or a `FormPanelActions` Cancel — asks "Discard unsaved changes?" first.
   */
  form?: PanelForm;
};

/** How the panel's own buttons close it: through the unsaved-changes question. */
const PanelCloseContext = createContext<(() => void) | null>(null);

/** The close of the enclosing `SlideInModal` (asks first when its form has changes), or null outside one. */
export const usePanelClose = () => useContext(PanelCloseContext);

/** The right-side panel for create and edit forms; it slides in and out (spec 1 §2, DESIGN.md). */
export function SlideInModal({
  transitionProps,
  footer,
  children,
  size = 'lg',
  form,
  onClose,
  ...rest
}: SlideInModalProps) {
  const close = guardedClose(form, onClose);
  return (
    <Drawer
      position="right"
      size={size}
      overlayProps={{ backgroundOpacity: 0.35 }}
      {...modalBehaviour}
      transitionProps={{ transition: 'slide-left', duration: 220, timingFunction: 'ease', ...transitionProps }}
      onClose={close}
      {...rest}
    >
      <PanelCloseContext.Provider value={close}>
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
      </PanelCloseContext.Provider>
    </Drawer>
  );
}
