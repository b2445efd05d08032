import { SimpleGrid, Text } from '@mantine/core';
import { importColumns, type ImportField } from '@rally/domain';
import { SelectField } from '../../../../components/select-field';

export type ColumnMapping = Partial<Record<ImportField, string>>;

const required: ImportField[] = ['first_name', 'last_name'];

/** Which column of the file feeds each member field; guessed from the headers, changeable here. */
export function ColumnMappingGrid({
  headers,
  mapping,
  onChange,
}: {
  headers: string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const set = (field: ImportField, header: string | null) => {
    const next: ColumnMapping = { ...mapping };
    // A column feeds one field: choosing it here takes it from any other.
    for (const key of Object.keys(next) as ImportField[]) if (header !== null && next[key] === header) delete next[key];
    if (header === null) delete next[field];
    else next[field] = header;
    onChange(next);
  };
  return (
    <>
      <Text size="sm" c="dimmed">
        We matched the columns of your file to member fields by their headers. Change any that are wrong; fields set to
        “Not in file” stay empty.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        {importColumns.map((column) => (
          <SelectField
            key={column.field}
            size="xs"
            label={column.label}
            required={required.includes(column.field)}
            allowDeselect
            placeholder="Not in file"
            clearable
            data={headers}
            value={mapping[column.field] ?? null}
            onChange={(header) => set(column.field, header)}
            error={
              required.includes(column.field) && !mapping[column.field]
                ? 'Choose the column with this field'
                : undefined
            }
          />
        ))}
      </SimpleGrid>
    </>
  );
}
