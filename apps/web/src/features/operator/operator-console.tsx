import { AppShell, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { useTwoStepSetUpFirst } from '../../lib/two-step-gate';
import { ErrorState } from '../../components/data-states';
import { usePageTitle } from '../../lib/page-title';
import { useVerificationQueue } from './api/operator.api';
import { OperatorClubs } from './operator-clubs';
import { PersonLookup } from './person-lookup';
import { ServiceFigures } from './service-figures';
import { VerificationQueue } from './verification-queue';

const tabs = [
  { value: 'queue', label: 'Verification' },
  { value: 'clubs', label: 'Clubs' },
  { value: 'figures', label: 'Figures' },
  { value: 'support', label: 'Support' },
] as const;

/** The operator console (/operator, issue 31): its own small frame, four tabs; refused to everyone but operators. */
export default function OperatorConsole() {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.value === params.get('tab'))?.value ?? 'queue';
  usePageTitle(tabs.find((t) => t.value === tab)?.label, 'Operator console');
  // The queue is the console's first read: an answer of 403 means the caller is not an operator.
  const queue = useVerificationQueue();
  // An operator turns on two-step sign-in first, as an AGENT does (issue 31).
  const setUpFirst = useTwoStepSetUpFirst({ operator: true });
  if (setUpFirst) return <Navigate to={setUpFirst} replace />;
  return (
    <AppShell header={{ height: 56 }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={1} size="h4">
            Rally operator console
          </Title>
          <Text size="sm" c="dimmed" visibleFrom="xs">
            Running Rally as a service
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Container size="md" px={0}>
          {queue.isError ? (
            <ErrorState title="The operator console" error={queue.error} onRetry={() => queue.refetch()} />
          ) : (
            <Tabs
              value={tab}
              onChange={(value) => setParams(value && value !== 'queue' ? { tab: value } : {})}
              keepMounted={false}
            >
              <Tabs.List mb="md" grow>
                {tabs.map((t) => (
                  <Tabs.Tab key={t.value} value={t.value}>
                    {t.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="queue">
                <VerificationQueue />
              </Tabs.Panel>
              <Tabs.Panel value="clubs">
                <OperatorClubs />
              </Tabs.Panel>
              <Tabs.Panel value="figures">
                <ServiceFigures />
              </Tabs.Panel>
              <Tabs.Panel value="support">
                <PersonLookup />
              </Tabs.Panel>
            </Tabs>
          )}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
