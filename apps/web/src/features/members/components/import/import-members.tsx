import { Accordion, Alert, Button, Checkbox, FileInput, Group, Stack, Text } from '@mantine/core';
import {
  formatNumber,
  guessColumnMapping,
  isEmptyRecord,
  MAX_IMPORT_ROWS,
  previewImport,
  rowErrorText,
  type BulkErrorRow,
  type ClubDetail,
  type ImportPreviewRow,
  type MemberGroupRecord,
  type MembershipTypeRecord,
} from '@rally/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import Papa from 'papaparse';
import { useEffect, useMemo, useState } from 'react';
import { confirmAction } from '../../../../components/confirm-action';
import { notifyError, notifySuccess } from '../../../../components/notify';
import { SlideInModal } from '../../../../components/slide-in-modal';
import { MemberStoreError } from '../../api/member-store';
import { useImportPreview, useMemberCount } from '../../api/member-import-preview.api';
import { useImportMembers } from '../../api/members.api';
import { ColumnMappingGrid, type ColumnMapping } from './column-mapping';
import { FixRowModal } from './fix-row-modal';
import { actionsByFileRow, importButtonLabel, plural } from './import-actions';
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
      complete: (result) =>
        resolve({
          name: file.name,
          headers: (result.meta.fields ?? []).filter(Boolean),
          records: result.data.filter((r) => !isEmptyRecord(r)),
        }),
      error: (error) => reject(error),
    });
  });
}

/**
 * Replacing the register removes every member: the dialog names the count and asks for it (or the
 * club's name) to be typed, so a stray click never wipes the register.
 */
function confirmReplace(clubName: string, count: number | null, incoming: number): Promise<boolean> {
  const removed = count === null ? 'every member' : plural(count, 'member');
  return confirmAction({
    title: 'Replace the whole member register?',
    message: `${removed} of ${clubName} will be removed and replaced by the ${plural(incoming, 'member')} in this file. Their memberships and group places go with them. This cannot be undone.`,
    confirmLabel: `Remove ${removed} and import`,
    typeToConfirm: {
      label: `Type ${count === null ? '' : `${count} or `}the club's name to confirm`,
      accept: count === null ? [clubName] : [String(count), clubName],
    },
  });
}

/** A refused batch's rows (1-based in the body sent) as errors of the file's rows. */
function serverErrorsOf(rows: ImportPreviewRow[], errorRows: readonly BulkErrorRow[]): ServerErrors {
  const next: ServerErrors = new Map();
  for (const bad of errorRows) {
    const fileRow = rows[bad.row - 1]?.row;
    if (fileRow) next.set(fileRow, { error: rowErrorText(fileRow, bad.errors), errors: bad.errors });
  }
  return next;
}

export type ImportMembersProps = {
  club: ClubDetail;
  opened: boolean;
  onClose: () => void;
  types: MembershipTypeRecord[];
  groups: MemberGroupRecord[];
};

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

  const lookup = useMemo(
    () => ({ types, groups, dateRegion: dateRegionOf(club.country) }),
    [types, groups, club.country],
  );
  const rows = useMemo(() => {
    if (!file) return [];
    return previewImport(file.records, mapping, lookup)
      .filter((r) => !leftOut.has(r.row))
      .map((r) => (r.error || !serverErrors.has(r.row) ? r : { ...r, ...serverErrors.get(r.row)! }));
  }, [file, mapping, lookup, leftOut, serverErrors]);
  const failing = rows.filter((r) => r.error).length;
  const ready = rows.length - failing;
  const sent = useMemo(() => rows.map((r) => r.input), [rows]);
  // The server's dry run, once every row passes the browser's checks: which rows update or duplicate members.
  const preview = useImportPreview(club.id, sent, opened && !!file && failing === 0 && !flush);
  const actions = useMemo(() => actionsByFileRow(rows, preview.data ?? null), [rows, preview.data]);
  const memberCount = useMemberCount(club.id, opened && flush);
  // Rows the server would refuse (a membership number taken twice, …) light up before importing.
  const previewErrors = preview.data?.error_rows;
  useEffect(() => {
    if (previewErrors?.length) setServerErrors(serverErrorsOf(rows, previewErrors));
    // Only when a new preview answers: `rows` then still holds the rows it was asked about.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previewErrors]);

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
      if (read.records.length > MAX_IMPORT_ROWS)
        throw new Error(
          `The file has ${formatNumber(read.records.length)} rows; import at most ${formatNumber(MAX_IMPORT_ROWS)} at a time.`,
        );
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
    if (flush && !(await confirmReplace(club.name, memberCount.data ?? null, ready))) return;
    try {
      const imported = await importMembers.mutateAsync({ rows: rows.map((r) => r.input), flush });
      notifySuccess(`${formatNumber(imported.length)} ${imported.length === 1 ? 'member' : 'members'} imported`);
      close();
    } catch (error) {
      // Spec 2 §8: a refused bulk add shows the text of its first error row; the rows light up in the preview.
      if (error instanceof MemberStoreError && error.errorRows.length) {
        setServerErrors(serverErrorsOf(rows, error.errorRows));
        notifyError(
          rowErrorText(rows[error.errorRows[0].row - 1]?.row ?? error.errorRows[0].row, error.errorRows[0].errors),
        );
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
      title={
        <Text fw={700} size="lg">
          Import members from a CSV file
        </Text>
      }
      footer={
        <>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={runImport}
            color={flush ? 'red' : undefined}
            loading={importMembers.isPending || (preview.isFetching && !flush)}
            disabled={!file || failing > 0 || ready === 0 || (flush && memberCount.isPending)}
          >
            {importButtonLabel(ready, flush ? null : (preview.data ?? null), flush ? (memberCount.data ?? null) : null)}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Save your member spreadsheet as CSV with a header row. Dates may be YYYY-MM-DD
          {dateRegionOf(club.country) === 'US'
            ? ' or MM/DD/YYYY'
            : dateRegionOf(club.country) === 'AU'
              ? ' or DD/MM/YYYY'
              : ''}
          ; membership types and groups are matched by name.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={null}
          onChange={choose}
          description={file ? `${file.name}: ${formatNumber(file.records.length)} rows` : undefined}
          error={readError}
        />
        {file && (
          <>
            {failing > 0 ? (
              <Alert color="red" variant="light" title={`${failing} ${failing === 1 ? 'row' : 'rows'} will fail`}>
                Fix {failing === 1 ? 'it' : 'them'} here or leave {failing === 1 ? 'it' : 'them'} out: an import with
                any failing row imports nothing.
              </Alert>
            ) : (
              <Alert
                color="court"
                variant="light"
                title={`${formatNumber(ready)} ${ready === 1 ? 'member' : 'members'} ready to import`}
              />
            )}
            <ImportPreview
              key={`${file.name}-${failing > 0}`}
              rows={rows}
              typeName={typeName}
              onFix={setFixing}
              onLeaveOut={(row) => setLeftOut((set) => new Set(set).add(row.row))}
              actions={flush ? undefined : actions}
            />
            <Accordion
              variant="contained"
              radius="md"
              value={showColumns ? 'columns' : null}
              onChange={(v) => setShowColumns(v === 'columns')}
            >
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
              {flush && (
                <Alert color="red" variant="light" title="Every current member will be removed" w="100%">
                  {memberCount.data === undefined
                    ? 'Counting the members on the register…'
                    : `${plural(memberCount.data, 'member')} on the register will be removed and replaced by the ${plural(ready, 'member')} of this file. You will be asked to confirm.`}
                </Alert>
              )}
            </Group>
          </>
        )}
      </Stack>
      <FixRowModal
        row={fixing}
        record={fixingRecord}
        mapping={mapping}
        onSave={saveRow}
        onClose={() => setFixing(null)}
      />
    </SlideInModal>
  );
}
