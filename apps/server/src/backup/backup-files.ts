import path from 'node:path';

// Where backups go and what they are called (docs/backups.md): BACKUP_DIR (default ./backups),
// `rally-<kind>-<UTC date and time>.<ext>`, so the names sort by date and a restore knows the kind.

/** The backups' folder. */
export const backupDir = () => path.resolve(process.env.BACKUP_DIR ?? 'backups');

/** The file name of a backup taken at `at`. */
export function backupName(kind: 'pglite' | 'postgres', at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `rally-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/** The kind of a backup file by its name. */
export const backupKindOf = (file: string): 'pglite' | 'postgres' | null =>
  file.endsWith('.tar.gz') ? 'pglite' : file.endsWith('.dump') ? 'postgres' : null;
