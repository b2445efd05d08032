import { Checkbox, Stack, Text } from '@mantine/core';
import {
  addClubAdminSchema,
  clubAdminRolesFormSchema,
  roleCodes,
  roleDescriptions,
  roleLabels,
  type RoleCode,
} from '@rally/domain';
import { z } from 'zod';
import { FieldLabel } from '../../../components/field-label';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { FormPanelActions } from '../../../components/form-panel-actions';
import { notifyError } from '../../../components/notify';
import { SlideInModal } from '../../../components/slide-in-modal';
import { useRecordForm } from '../../../components/use-record-form';
import { TextInputField } from '../../../components/text-input';

/** What the panel does: add someone by e-mail, approve an application, or change roles. */
export type AdminPanelMode = { kind: 'add' } | { kind: 'approve' | 'roles'; name: string; roles: RoleCode[] };

type Values = { email: string; roles: RoleCode[] };

const addFormSchema = z.object({ email: addClubAdminSchema.shape.email, roles: clubAdminRolesFormSchema.shape.roles });

const titles = { add: 'Invite an administrator', approve: 'Approve application', roles: 'Change roles' } as const;
const actions = { add: 'Send invitation', approve: 'Approve', roles: 'Save roles' } as const;

/** The slide-in panel with the role checklist (and, when adding, the player's e-mail). */
export function AdminRolesPanel({
  mode,
  onClose,
  onSubmit,
}: {
  mode: AdminPanelMode | null;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<unknown>;
}) {
  const isAdd = mode?.kind === 'add';
  const form = useRecordForm<Values, AdminPanelMode | null>({
    record: mode,
    valuesOf: (m) => ({ email: '', roles: m?.kind === 'roles' || m?.kind === 'approve' ? m.roles : [] }),
    opened: mode !== null,
    validate: zodFormResolver(isAdd ? addFormSchema : clubAdminRolesFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });

  return (
    <SlideInModal
      opened={mode !== null}
      onClose={onClose}
      form={form}
      title={mode ? titles[mode.kind] : ''}
      size="md"
      footer={
        <FormPanelActions form="admin-roles-form" submitting={form.submitting} onCancel={onClose}>
          {mode ? actions[mode.kind] : ''}
        </FormPanelActions>
      }
    >
      <form id="admin-roles-form" onSubmit={submit} noValidate>
        <Stack gap="md">
          {mode && mode.kind !== 'add' && (
            <Text size="sm">
              {mode.kind === 'approve'
                ? `Choose what ${mode.name} may do at the club.`
                : `What ${mode.name} may do at the club.`}
            </Text>
          )}
          {isAdd && (
            <TextInputField
              label="Email"
              type="email"
              required
              description="They need a Rally account with this address"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          )}
          <Checkbox.Group
            label={<FieldLabel label="Roles" required />}
            key={form.key('roles')}
            {...form.getInputProps('roles')}
          >
            <Stack gap="sm" mt="xs">
              {roleCodes.map((code) => (
                <Checkbox key={code} value={code} label={roleLabels[code]} description={roleDescriptions[code]} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Stack>
      </form>
    </SlideInModal>
  );
}
