import { describe, expect, it } from 'vitest';
import type { ImportPreviewRow } from '@rally/domain';
import { isTypedConfirmation } from '../../../../components/confirm-dialog';
import { actionsByFileRow, importButtonLabel } from './import-actions';

describe('importButtonLabel', () => {
  it('says what the import will do', () => {
    expect(importButtonLabel(15, { created: 12, updated: 3, duplicates: 0 }, null)).toBe('Add 12 members, update 3');
    expect(importButtonLabel(3, { created: 1, updated: 0, duplicates: 2 }, null)).toBe(
      'Add 1 member, skip 2 duplicates',
    );
    expect(importButtonLabel(2, { created: 0, updated: 2, duplicates: 0 }, null)).toBe('Update 2');
  });

  it('falls back to the row count without a preview, and names the removal when replacing', () => {
    expect(importButtonLabel(3, null, null)).toBe('Import 3 members');
    expect(importButtonLabel(3, null, 304)).toBe('Remove 304 members and import 3');
    expect(importButtonLabel(0, null, null)).toBe('Import');
  });
});

describe('actionsByFileRow', () => {
  it("maps the preview's body index to the file's row, skipping rows left out", () => {
    const rows = [{ row: 1 }, { row: 3 }] as ImportPreviewRow[];
    const map = actionsByFileRow(rows, {
      rows: [{ index: 1, action: 'update', member_id: 9, matched_by: 'email' }],
      error_rows: [],
      created: 1,
      updated: 1,
      duplicates: 0,
    });
    expect(map.get(3)).toMatchObject({ action: 'update', member_id: 9 });
    expect(map.has(1)).toBe(false);
  });
});

describe('isTypedConfirmation', () => {
  it('accepts the count or the club name, ignoring case and spaces, never an empty answer', () => {
    expect(isTypedConfirmation(' 304 ', ['304', 'Riverside Tennis Club'])).toBe(true);
    expect(isTypedConfirmation('riverside tennis club', ['304', 'Riverside Tennis Club'])).toBe(true);
    expect(isTypedConfirmation('30', ['304', 'Riverside Tennis Club'])).toBe(false);
    expect(isTypedConfirmation('', ['', 'x'])).toBe(false);
  });
});
