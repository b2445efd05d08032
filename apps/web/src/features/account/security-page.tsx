import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { SessionsPanel } from './components/sessions-panel';
import { TwoStepPanel } from './components/two-step-panel';
import { ME_PATH } from './index';
import { useTwoStepSetUpFirst } from '../../lib/two-step-gate';

/** /me/security: two-step sign-in and the signed-in sessions (issue 31, docs/two-factor.md). */
export default function SecurityPage() {
  usePageTitle('Security');
  const required = useTwoStepSetUpFirst() !== null;
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={ME_PATH} size="sm">
        ← Me
      </Anchor>
      <Title order={1} size="h2">
        Security
      </Title>
      <TwoStepPanel required={required} />
      <SessionsPanel />
    </Stack>
  );
}
