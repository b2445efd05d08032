import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  formatAmount,
  PRODUCT_CATEGORIES,
  productCategoryLabels,
  productFormSchema,
  type ClubDetail,
  type ProductCategoryName,
  type ProductFormValues,
} from '@rally/domain';
import { confirmThenRun } from '../../../components/confirm-action';
import { ErrorState, TableSkeleton } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { applyServerErrors, zodFormResolver } from '../../../components/form-helpers';
import { FormPanelActions } from '../../../components/form-panel-actions';
import { notifyError, notifySuccess } from '../../../components/notify';
import { NumberField } from '../../../components/number-field';
import { RowActions } from '../../../components/row-actions';
import { SelectField } from '../../../components/select-field';
import { SlideInModal } from '../../../components/slide-in-modal';
import { TextAreaField } from '../../../components/text-area';
import { TextInputField } from '../../../components/text-input';
import { useRecordForm } from '../../../components/use-record-form';
import { useDeleteProduct, useProducts, useSaveProduct, type ClubProduct } from '../api/store.api';
import { CategoryIcon } from '../store-format';
import { useClubFormat } from '../../../lib/format';
import { stackedTable } from '../../../components/stacked-table';

const categoryOptions = PRODUCT_CATEGORIES.map((value) => ({ value, label: productCategoryLabels[value] }));

/** Club Store › Manage items: the club's products with their prices, add, edit, delete (a sold one is disabled). */
export function ManageItems({ club }: { club: ClubDetail }) {
  const fmt = useClubFormat(club);
  const [category, setCategory] = useState<ProductCategoryName | null>(null);
  const [search, setSearch] = useState('');
  const products = useProducts(club.id, { category, search });
  const remove = useDeleteProduct(club.id);
  const [editing, setEditing] = useState<{ product: ClubProduct | null } | null>(null);

  const deleteProduct = (product: ClubProduct) =>
    confirmThenRun(
      {
        title: `Delete ${product.name}?`,
        message:
          'The product leaves the store. If it has been sold, it is disabled instead, so its sales keep their lines.',
        confirmLabel: 'Delete product',
        danger: true,
      },
      () => remove.mutateAsync(product.id),
      (result) =>
        result.deleted ? `${product.name} deleted` : `${product.name} has sales, so it was disabled instead of deleted`,
    );

  const rows = products.data?.results ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SelectField
            label="Category"
            placeholder="All categories"
            clearable
            data={categoryOptions}
            value={category}
            onChange={(v) => setCategory((v as ProductCategoryName | null) ?? null)}
            w={200}
          />
          <TextInput
            label="Search"
            placeholder="Name, brand or code"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={240}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ product: null })}>
          Add item
        </Button>
      </Group>

      {products.isError ? (
        <ErrorState
          title="We couldn't load the products"
          error={products.error}
          onRetry={() => products.refetch()}
          isRetrying={products.isFetching}
        />
      ) : products.isPending ? (
        <TableSkeleton rows={8} columns={6} label="Loading products" />
      ) : rows.length === 0 ? (
        <EmptyState
          title={search || category ? 'No products match' : 'No products yet'}
          description={
            search || category
              ? 'Try another category or search.'
              : 'Add the balls, grips, drinks and lessons you sell at the desk.'
          }
          action={
            !search && !category ? <Button onClick={() => setEditing({ product: null })}>Add item</Button> : undefined
          }
        />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer className={stackedTable} minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th ta="right">Member</Table.Th>
                  <Table.Th ta="right">Non-member</Table.Th>
                  <Table.Th ta="right">Tax</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td data-label="Product">
                      <Group gap="sm" wrap="nowrap">
                        <CategoryIcon category={p.category} size={32} />
                        <div>
                          <Text fw={600} size="sm">
                            {p.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {[p.brand, p.code, p.duration ? `${p.duration} min` : ''].filter(Boolean).join(' · ')}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td data-label="Category">{productCategoryLabels[p.category]}</Table.Td>
                    <Table.Td data-label="Member" ta="right">
                      {formatAmount(p.member_price, { ...fmt, currency: p.currency })}
                    </Table.Td>
                    <Table.Td data-label="Non-member" ta="right">
                      {formatAmount(p.nonmember_price, { ...fmt, currency: p.currency })}
                    </Table.Td>
                    <Table.Td data-label="Tax" ta="right">
                      {p.tax_rate === null ? 'Club default' : `${p.tax_rate} %`}
                    </Table.Td>
                    <Table.Td data-label="Status">
                      {p.enabled ? (
                        <Badge color="teal" variant="light" c="dark.7" tt="none">
                          For sale
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light" c="dark.7" tt="none">
                          Disabled
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        actions={[
                          {
                            text: 'Edit',
                            label: `Edit ${p.name}`,
                            icon: <IconPencil size={16} aria-hidden />,
                            onClick: () => setEditing({ product: p }),
                          },
                          {
                            text: 'Delete',
                            label: `Delete ${p.name}`,
                            icon: <IconTrash size={16} aria-hidden />,
                            danger: true,
                            onClick: () => deleteProduct(p),
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {products.data && products.data.count > rows.length && (
        <Text size="sm" c="dimmed">
          Showing the first {rows.length} of {products.data.count}: search to narrow.
        </Text>
      )}

      <ProductForm
        club={club}
        product={editing?.product ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

type Values = Omit<ProductFormValues, 'member_price' | 'nonmember_price' | 'tax_rate' | 'duration'> & {
  member_price: number | string;
  nonmember_price: number | string;
  tax_rate: number | string;
  duration: number | string;
};

const valuesOf = (p: ClubProduct | null): Values =>
  p
    ? {
        name: p.name,
        brand: p.brand,
        code: p.code,
        category: p.category,
        desc: p.desc,
        member_price: Number(p.member_price),
        nonmember_price: Number(p.nonmember_price),
        tax_rate: p.tax_rate ?? '',
        enabled: p.enabled,
        duration: p.duration ?? '',
      }
    : {
        name: '',
        brand: '',
        code: '',
        category: 'balls',
        desc: '',
        member_price: '',
        nonmember_price: '',
        tax_rate: '',
        enabled: true,
        duration: '',
      };

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** The product form in a panel: new or edit. */
function ProductForm({
  club,
  product,
  opened,
  onClose,
}: {
  club: ClubDetail;
  product: ClubProduct | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveProduct(club.id);
  const form = useRecordForm({
    record: product,
    valuesOf,
    opened,
    validate: (v) =>
      zodFormResolver(productFormSchema)({
        ...v,
        tax_rate: blankToNull(v.tax_rate),
        duration: blankToNull(v.duration),
      }),
    validateInputOnBlur: true,
  });
  const field = (name: keyof Values) => ({ key: form.key(name), ...form.getInputProps(name) });
  const submit = form.onSubmit(async (v) => {
    try {
      const body = productFormSchema.parse({
        ...v,
        tax_rate: blankToNull(v.tax_rate),
        duration: blankToNull(v.duration),
      });
      const saved = await save.mutateAsync({ id: product?.id ?? null, ...body });
      notifySuccess(product ? `${saved.name} saved` : `${saved.name} added`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(error);
    }
  });
  return (
    <SlideInModal
      opened={opened}
      onClose={onClose}
      form={form}
      title={
        <Text fw={700} size="lg">
          {product ? `Edit ${product.name}` : 'New item'}
        </Text>
      }
      footer={
        <FormPanelActions form="product-form" submitting={save.isPending} onCancel={onClose}>
          {product ? 'Save item' : 'Add item'}
        </FormPanelActions>
      }
    >
      <form id="product-form" onSubmit={submit} noValidate aria-label={product ? 'Edit item' : 'New item'}>
        <Stack gap="sm">
          <TextInputField label="Name" required {...field('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInputField label="Brand" {...field('brand')} />
            <TextInputField label="Code" description="SKU or shelf code" {...field('code')} />
          </SimpleGrid>
          <SelectField label="Category" required data={categoryOptions} {...field('category')} />
          <TextAreaField label="Description" autosize minRows={2} {...field('desc')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberField
              label={`Member price (${club.currency.toUpperCase()})`}
              required
              decimalScale={2}
              fixedDecimalScale
              {...field('member_price')}
            />
            <NumberField
              label={`Non-member price (${club.currency.toUpperCase()})`}
              required
              decimalScale={2}
              fixedDecimalScale
              {...field('nonmember_price')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberField
              label="Tax rate (%)"
              description="Empty: the club's default tax"
              decimalScale={2}
              {...field('tax_rate')}
            />
            <NumberField
              label="Duration (minutes)"
              description="For lessons"
              allowDecimal={false}
              {...field('duration')}
            />
          </SimpleGrid>
          <Switch
            label="For sale in the store"
            {...form.getInputProps('enabled', { type: 'checkbox' })}
            key={form.key('enabled')}
          />
        </Stack>
      </form>
    </SlideInModal>
  );
}
