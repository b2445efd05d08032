import { Button, Card, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPrinter, IconQrcode, IconRefresh } from '@tabler/icons-react';
import type { CourtRecord } from '@rally/domain';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState } from '../../../components/data-states';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useCourtCheckInCodes, useRenewCourtCode } from '../api/courts.api';
import { qrImage } from '../../../lib/qr-image';

// Check-in QR codes (issue 29, docs/court-waitlist.md "Check-in"): one per court, to print and put
// up by the court, with the court's check-in code under it. Each opens
// /clubs/check-in?clubId&court&code, which checks the player's booking on that court in; a player
// without a camera types the code. qrcode-generator draws the code (pure JavaScript, no network).

/** The check-in link of a court, on this site's address (its code is the secret the server checks). */
const checkInUrl = (clubId: number, courtId: number, code: string) =>
  `${window.location.origin}/clubs/check-in?clubId=${clubId}&court=${courtId}&code=${code}`;

/** "Check-in QR codes": a sheet of every court's code, to print; a court's code can be renewed. */
export function CourtQrCodes({
  clubId,
  clubName,
  courts,
}: {
  clubId: number;
  clubName: string;
  courts: CourtRecord[];
}) {
  const [open, setOpen] = useState(false);
  const codes = useCourtCheckInCodes(clubId, open);
  const renew = useRenewCourtCode(clubId);
  const codeOf = new Map((codes.data ?? []).map((c) => [c.court, c.code]));
  const renewCode = async (court: CourtRecord) => {
    const sure = await confirmAction({
      title: `Renew ${court.name}'s code?`,
      message: `Its printed QR code and code stop working at once: print ${court.name}'s new one and put it up.`,
      confirmLabel: 'Renew code',
    });
    if (!sure) return;
    try {
      await renew.mutateAsync(court.id);
      notifySuccess(`${court.name} has a new check-in code`);
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconQrcode size={18} aria-hidden />} onClick={() => setOpen(true)}>
        Check-in QR codes
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Check-in QR codes" size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Print these and put each up by its court. A player who scans one, or types the code under it, is checked in
            to their booking on that court.
          </Text>
          <Group justify="flex-end">
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
              disabled={!codes.data}
            >
              Print
            </Button>
          </Group>
          {codes.isError ? (
            <ErrorState
              title="We couldn't load the check-in codes"
              error={codes.error}
              onRetry={codes.refetch}
              isRetrying={codes.isFetching}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {courts.map((court) => {
                const code = codeOf.get(court.id);
                return (
                  <Card key={court.id} withBorder radius="md" padding="md" component="figure" m={0}>
                    <Stack align="center" gap={4}>
                      {code ? (
                        <img
                          src={qrImage(checkInUrl(clubId, court.id, code))}
                          alt={`Check-in QR code for ${court.name}`}
                          width={180}
                          height={180}
                        />
                      ) : (
                        <Skeleton width={180} height={180} aria-label="Loading the code" />
                      )}
                      <Text fw={700} component="figcaption">
                        {court.name}
                      </Text>
                      <Text
                        ff="monospace"
                        fz={22}
                        fw={700}
                        style={{ letterSpacing: '0.2em' }}
                        data-testid={`check-in-code-${court.id}`}
                        aria-label={code ? `Check-in code ${code.split('').join(' ')}` : undefined}
                      >
                        {code ?? ' '}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {clubName} · scan, or type the code, to check in
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="gray"
                        leftSection={<IconRefresh size={14} aria-hidden />}
                        onClick={() => renewCode(court)}
                        disabled={!code}
                        aria-label={`Renew code for ${court.name}`}
                      >
                        Renew code
                      </Button>
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
      </Modal>
    </>
  );
}
