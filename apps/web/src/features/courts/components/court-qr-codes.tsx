import { Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import type { CourtRecord } from '@rally/domain';
import qrcode from 'qrcode-generator';
import { useState } from 'react';

// Check-in QR codes (issue 29, docs/court-waitlist.md "Check-in"): one per court, to print and put
// up by the court. Each opens /clubs/check-in?clubId&court, which checks the player's booking on
// that court in. qrcode-generator draws the code (pure JavaScript, no network).

/** The check-in link of a court, on this site's address. */
const checkInUrl = (clubId: number, courtId: number) =>
  `${window.location.origin}/clubs/check-in?clubId=${clubId}&court=${courtId}`;

/** A court's QR code as an SVG data address. */
function qrImage(text: string) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.createSvgTag({ cellSize: 4, margin: 2, scalable: true }))}`;
}

/** "Check-in QR codes": a sheet of every court's code, to print. */
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
  return (
    <>
      <Button variant="default" leftSection={<IconQrcode size={18} aria-hidden />} onClick={() => setOpen(true)}>
        Check-in QR codes
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Check-in QR codes" size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Print these and put each up by its court. A player who scans one is checked in to their booking on that
            court.
          </Text>
          <Group justify="flex-end">
            <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              Print
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {courts.map((court) => (
              <Card key={court.id} withBorder radius="md" padding="md" component="figure" m={0}>
                <Stack align="center" gap={4}>
                  <img
                    src={qrImage(checkInUrl(clubId, court.id))}
                    alt={`Check-in code for ${court.name}`}
                    width={180}
                    height={180}
                  />
                  <Text fw={700} component="figcaption">
                    {court.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {clubName} · scan to check in
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Modal>
    </>
  );
}
