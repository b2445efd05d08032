import { Accordion, Alert, Button, Checkbox, FileInput, Group, Stack, Text } from '@mantine/core';
import {
  guessColumnMapping, isEmptyRecord, MAX_IMPORT_ROWS, previewImport, rowErrorText,
  type ClubDetail, type ImportPreviewRow, type MemberGroupRecord, type MembershipTypeRecord,
} from '@rally/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import Papa from 'papaparse';
import { useMemo, useState } from 'react';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { SlideInModal } from '../../../../components/slide-in-modal';
import { MemberStoreError } from '../../api/member-store';
import { useImportMembers } from '../../api/members.api';
import { ColumnMappingGrid, type ColumnMapping } from './column-mapping';
import { FixRowModal } from './fix-row-modal';
import { ImportPreview } from './import-preview';

type FileState = { name: string; headers: string[]; records: Record<string, string>[] };
type ServerErrors = Map<number, Pick<ImportPreviewRow, 'error' | 'errors'>>;

/** The date shapes a club's members write, by the club's country (spec 2 §5: DD/MM/YYYY in AU, MM/DD/YYYY in US). */
const dateRegionOf = (country: string) => (country === 'AU' || country === 'US' ? country : null);

/** Reads a CSV file: the header row names the columns; blank lines and empty rows are dropped. */
function readCsv(file: File): Promise<FileState> {
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim(),
      complete: (result) => resolve({ name: file.name, headers: (result.meta.fields ?? []).filter(Boolean), records: result.data.filter((r) => !isEmptyRecord(r)) }),
      error: (error) => reject(error),
    });
  });
}

export type ImportMembersProps = { club: ClubDetail; opened: boolean; onClose: () => void; types: MembershipTypeRecord[]; groups: MemberGroupRecord[] };

/**
 * Import from a spreadsheet (CSV): choose the file, check the column mapping, see which rows will
 * fail and why, fix them or leave them out, then import all rows in one request (all or none).
 */
export function ImportMembers({ club, opened, onClose, types, groups }: ImportMembersProps) {
  const importMembers = useImportMembers(club.id);
  const [file, setFile] = useState<FileState | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [leftOut, setLeftOut] = useState<Set<number>>(new Set());
  const [fixing, setFixing] = useState<ImportPreviewRow | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors>(new Map());
  const [flush, setFlush] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [showColumns, setShowColumns] = useState(false);

  const lookup = useMemo(() => ({ types, groups, dateRegion: dateRegionOf(club.country) }), [types, groups, club.country]);
  const rows = useMemo(() => {
    if (!file) return [];
    return previewImport(file.records, mapping, lookup)
      .filter((r) => !leftOut.has(r.row))
      .map((r) => (r.error || !serverErrors.has(r.row) ? r : { ...r, ...serverErrors.get(r.row)! }));
  }, [file, mapping, lookup, leftOut, serverErrors]);
  const failing = rows.filter((r) => r.error).length;
  const ready = rows.length - failing;

  const reset = () => {
    setFile(null);
    setMapping({});
    setLeftOut(new Set());
    setServerErrors(new Map());
    setFlush(false);
    setReadError(null);
    setShowColumns(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (picked: File | null) => {
    reset();
    if (!picked) return;
    try {
      const read = await readCsv(picked);
      if (!read.records.length) throw new Error('The file has no rows under its header row.');
      if (read.records.length > MAX_IMPORT_ROWS) throw new Error(`The file has ${read.records.length.toLocaleString('en')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en')} at a time.`);
      const guessed = guessColumnMapping(read.headers);
      setFile(read);
      setMapping(guessed);
      // The columns open by themselves only when a required one was not recognised.
      setShowColumns(!guessed.first_name || !guessed.last_name);
    } catch (error) {
      setReadError(error instanceof Error ? error.message : 'We could not read this file as CSV.');
    }
  };

  const saveRow = (record: Record<string, string>) => {
    if (!file || !fixing) return;
    const records = file.records.map((r, i) => (i === fixing.row - 1 ? record : r));
    setFile({ ...file, records });
    setServerErrors((errors) => {
      const next = new Map(errors);
      next.delete(fixing.row);
      return next;
    });
  };

  const runImport = async () => {
    try {
      const imported = await importMembers.mutateAsync({ rows: rows.map((r) => r.input), flush });
      notifySuccess(`${imported.length.toLocaleString('en')} ${imported.length === 1 ? 'member' : 'members'} imported`);
      close();
    } catch (error) {
      // Spec 2 §8: a refused bulk add shows the text of its first error row; the rows light up in the preview.
      if (error instanceof MemberStoreError && error.errorRows.length) {
        const next: ServerErrors = new Map();
        for (const bad of error.errorRows) {
          const fileRow = rows[bad.row - 1]?.row;
          if (fileRow) next.set(fileRow, { error: rowErrorText(fileRow, bad.errors), errors: bad.errors });
        }
        setServerErrors(next);
        notifyError(rowErrorText(rows[error.errorRows[0].row - 1]?.row ?? error.errorRows[0].row, error.errorRows[0].errors));
      } else notifyError(error);
    }
  };

  const typeName = (id: unknown) => types.find((t) => t.id === id)?.name ?? '';
  const fixingRecord = fixing && file ? file.records[fixing.row - 1] : null;

  return (
    <SlideInModal
      opened={opened}
      onClose={close}
      size="xl"
      title={<Text fw={700} size="lg">Import members from a CSV file</Text>}
      footer={
        <>
          <Button variant="default" onClick={close}>Cancel</Button>
          <Button onClick={runImport} loading={importMembers.isPending} disabled={!file || failing > 0 || ready === 0}>
            {ready ? `Import ${ready.toLocaleString('en')} ${ready === 1 ? 'member' : 'members'}` : 'Import'}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Save your member spreadsheet as CSV with a header row. Dates may be YYYY-MM-DD{dateRegionOf(club.country) === 'US' ? ' or MM/DD/YYYY' : dateRegionOf(club.country) === 'AU' ? ' or DD/MM/YYYY' : ''}; membership types and groups are matched by name.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={null}
          onChange={choose}
          description={file ? `${file.name}: ${file.records.length.toLocaleString('en')} rows` : undefined}
          error={readError}
        />
        {file && (
          <>
            {failing > 0 ? (
              <Alert color="red" variant="light" title={`${failing} ${failing === 1 ? 'row' : 'rows'} will fail`}>
                Fix {failing === 1 ? 'it' : 'them'} here or leave {failing === 1 ? 'it' : 'them'} out: an import with any failing row imports nothing.
              </Alert>
            ) : (
              <Alert color="court" variant="light" title={`${ready.toLocaleString('en')} ${ready === 1 ? 'member' : 'members'} ready to import`} />
            )}
            <ImportPreview
              key={`${file.name}-${failing > 0}`}
              rows={rows}
              typeName={typeName}
              onFix={setFixing}
              onLeaveOut={(row) => setLeftOut((set) => new Set(set).add(row.row))}
            />
            <Accordion variant="contained" radius="md" value={showColumns ? 'columns' : null} onChange={(v) => setShowColumns(v === 'columns')}>
              <Accordion.Item value="columns">
                <Accordion.Control>
                  <Text size="sm" fw={600}>
                    Columns: {Object.keys(mapping).length} of {file.headers.length} matched to member fields
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <ColumnMappingGrid headers={file.headers} mapping={mapping} onChange={setMapping} />
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
            <Group>
              <Checkbox
                checked={flush}
                onChange={(event) => setFlush(event.currentTarget.checked)}
                label="Replace the whole member register with this file"
                description="Every current member is removed first. Leave this off to add the file's members to the register."
              />
            </Group>
          </>
        )}
      </Stack>
      <FixRowModal row={fixing} record={fixingRecord} mapping={mapping} onSave={saveRow} onClose={() => setFixing(null)} />
    </SlideInModal>
  );
}
