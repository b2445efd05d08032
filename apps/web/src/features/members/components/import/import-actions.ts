import { formatNumber, type ImportPreviewRow } from '@rally/domain';
import type { ImportPreview, PlannedRow } from '../../api/member-import-preview.api';

// What the import screen says it will do, from the server's preview (POST /api/cmember/bulk/?preview=True).

/** '1 member', '12 members'. */
export const plural = (n: number, word: string) => `${formatNumber(n)} ${n === 1 ? word : `${word}s`}`;

/** The preview's actions by file row: the preview's `index` is the row's place in the body sent. */
export function actionsByFileRow(rows: ImportPreviewRow[], preview: ImportPreview | null): Map<number, PlannedRow> {
  const map = new Map<number, PlannedRow>();
  for (const action of preview?.rows ?? []) {
    const row = rows[action.index];
    if (row) map.set(row.row, action);
  }
  return map;
}

/** The import button says what it will do: 'Add 12 members, update 3', or the replacement. */
export function importButtonLabel(
  ready: number,
  preview: Pick<ImportPreview, 'created' | 'updated' | 'duplicates'> | null,
  replacing: number | null,
): string {
  if (!ready) return 'Import';
  if (replacing !== null) return `Remove ${plural(replacing, 'member')} and import ${formatNumber(ready)}`;
  if (!preview) return `Import ${plural(ready, 'member')}`;
  const parts = [
    preview.created ? `Add ${plural(preview.created, 'member')}` : '',
    preview.updated ? `update ${formatNumber(preview.updated)}` : '',
    preview.duplicates
      ? `skip ${formatNumber(preview.duplicates)} ${preview.duplicates === 1 ? 'duplicate' : 'duplicates'}`
      : '',
  ].filter(Boolean);
  const text = parts.join(', ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : `Import ${plural(ready, 'member')}`;
}
