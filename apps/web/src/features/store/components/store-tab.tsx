import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronUp, IconSearch, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  cartItemCount,
  formatAmount,
  PRODUCT_CATEGORIES,
  productCategoryLabels,
  type ClubDetail,
  type ProductCategoryName,
} from '@rally/domain';
import { ErrorState } from '../../../components/data-states';
import { EmptyState } from '../../../components/empty-state';
import { NumberField } from '../../../components/number-field';
import { NumberStepper } from '../../../components/number-stepper';
import { useCartDetails, useProducts, type ClubProduct, type SalePriceResult } from '../api/store.api';
import { CategoryIcon } from '../store-format';
import { useCart, type CartControls } from '../use-cart';
import { CheckoutDialog } from './checkout-dialog';
import { TillPicker } from './till-picker';
import { MemberPicker } from './member-picker';
import { useDashboardFormat } from '../../../lib/dashboard';
import { useClubFormat } from '../../../lib/format';

/**
 * Club Store › Store: the product grid with a category filter and search, and the club's cart.
 * On a wide screen the cart is the column beside the products; below md (a phone, a tablet) a bar
 * fixed at the screen's foot carries the cart's count and total at all times and opens the cart
 * in a drawer, so the cart never waits below the products.
 */
export function StoreTab({ club }: { club: ClubDetail }) {
  const cart = useCart(club.id);
  const [category, setCategory] = useState<ProductCategoryName | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const products = useProducts(club.id, { category, search: debounced, enabled: true });
  const [cartOpen, setCartOpen] = useState(false);
  // The checkout is the page's, not the cart panel's: it stays open whichever panel (the column,
  // or the drawer's) started it.
  const [checkingOut, setCheckingOut] = useState(false);
  const price = useCartPrice(club, cart);
  const checkout = () => setCheckingOut(true);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="md">
          <TillPicker clubId={club.id} />
          <TextInput
            label="Search products"
            placeholder="Name, brand or code"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Chip.Group
            value={category ?? 'all'}
            onChange={(v) => setCategory(v === 'all' ? null : (v as ProductCategoryName))}
          >
            <Group gap={6} role="radiogroup" aria-label="Category">
              <Chip value="all" size="sm">
                All
              </Chip>
              {PRODUCT_CATEGORIES.map((c) => (
                <Chip key={c} value={c} size="sm">
                  {productCategoryLabels[c]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {products.isError ? (
            <ErrorState
              title="We couldn't load the products"
              error={products.error}
              onRetry={() => products.refetch()}
              isRetrying={products.isFetching}
            />
          ) : products.isPending ? (
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} h={132} radius="md" />
              ))}
            </SimpleGrid>
          ) : products.data.results.length === 0 ? (
            <EmptyState
              title="No products to sell"
              description={search || category ? 'Try another category or search.' : 'Add items in Manage items first.'}
            />
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" role="list" aria-label="Products">
              {products.data.results.map((p) => (
                <ProductCard
                  key={p.id}
                  product={p}
                  onAdd={() => cart.add(p)}
                  inCart={cart.cart.products.find((l) => l.product_id === p.id)?.quantity ?? 0}
                />
              ))}
            </SimpleGrid>
          )}
          {/* Room below the last products for the cart bar, which covers the screen's foot. */}
          <Box h={72} hiddenFrom="md" aria-hidden />
        </Stack>
      </Grid.Col>
      {/* The width chooses by CSS (no JavaScript media query, whose change would draw the panel
          anew mid-sale): the column from md, the bar and its drawer below. */}
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }} visibleFrom="md">
        <CartPanel club={club} cart={cart} onCheckout={checkout} sticky />
      </Grid.Col>
      <Box hiddenFrom="md">
        <CartBar club={club} cart={cart} onOpen={() => setCartOpen(true)} />
        <Drawer
          opened={cartOpen}
          onClose={() => setCartOpen(false)}
          position="bottom"
          size="90%"
          title="Cart"
          padding="sm"
          styles={{ title: { fontWeight: 700 } }}
        >
          <CartPanel club={club} cart={cart} onCheckout={checkout} />
        </Drawer>
      </Box>
      {checkingOut && price.data && (
        <CheckoutDialog
          club={club}
          cart={cart}
          price={price.data}
          onClose={(sold) => {
            setCheckingOut(false);
            // After a sale the cart is empty: a phone's drawer would open on nothing (issue 27).
            if (sold) setCartOpen(false);
          }}
        />
      )}
    </Grid>
  );
}

/** The cart's request for its price (POST cart_details), the same query for the bar and the panel. */
function useCartPrice(club: ClubDetail, cart: CartControls) {
  const { cart: current } = cart;
  return useCartDetails({
    club: club.id,
    member: current.member,
    discount: current.discount,
    products: current.products.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
  });
}

/**
 * Below md: the cart's count and total in a bar fixed at the screen's foot, above the products at
 * all times; it opens the cart (a drawer from the foot).
 */
function CartBar({ club, cart, onOpen }: { club: ClubDetail; cart: CartControls; onOpen: () => void }) {
  const fmt = useClubFormat(club);
  const price = useCartPrice(club, cart);
  const count = cartItemCount(cart.cart);
  const total =
    count > 0 && price.data ? formatAmount(price.data.total_cost, { ...fmt, currency: price.data.currency }) : null;
  return (
    <Paper
      component="section"
      aria-label="Cart summary"
      shadow="md"
      withBorder
      p="xs"
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 150, borderRadius: 0 }}
    >
      <Button
        fullWidth
        size="md"
        onClick={onOpen}
        variant={count > 0 ? 'filled' : 'default'}
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        rightSection={<IconChevronUp size={18} aria-hidden />}
        justify="space-between"
        data-testid="cart-bar"
      >
        {`Cart: ${count === 1 ? '1 item' : `${count} items`}`}
        {total ? `, ${total}` : ''}
      </Button>
    </Paper>
  );
}

function ProductCard({ product, onAdd, inCart }: { product: ClubProduct; onAdd: () => void; inCart: number }) {
  const fmt = useDashboardFormat();
  return (
    <div role="listitem">
      {/* Named by its hidden first line, not aria-label: the card's visible lines (the count, the
          brand, the prices) are no part of a name that says what the click does, and axe's
          label-content-name-mismatch would ask an aria-label to hold them all. */}
      <UnstyledButton onClick={onAdd} w="100%" h="100%">
        <VisuallyHidden>{`Add ${product.name} to the cart${inCart > 0 ? `, ${inCart} already in it` : ''}`}</VisuallyHidden>
        <Paper withBorder radius="md" p="sm" h="100%" style={{ position: 'relative' }} aria-hidden>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <CategoryIcon category={product.category} size={36} />
              {inCart > 0 && (
                <Badge size="sm" variant="filled">
                  {inCart}
                </Badge>
              )}
            </Group>
            <Text fw={600} size="sm" lineClamp={2}>
              {product.name}
            </Text>
            {product.brand && (
              <Text size="xs" c="dimmed">
                {product.brand}
              </Text>
            )}
            <Text size="sm" fw={600}>
              {formatAmount(product.nonmember_price, { ...fmt, currency: product.currency })}
            </Text>
            {product.member_price !== product.nonmember_price && (
              <Text size="xs" c="teal.9">
                Members {formatAmount(product.member_price, { ...fmt, currency: product.currency })}
              </Text>
            )}
          </Stack>
        </Paper>
      </UnstyledButton>
    </div>
  );
}

/**
 * The cart: lines with quantities, member, discount, the price from cart_details, and checkout;
 * `sticky` beside the products on a wide screen, in the cart bar's drawer below md.
 */
function CartPanel({
  club,
  cart,
  onCheckout,
  sticky = false,
}: {
  club: ClubDetail;
  cart: CartControls;
  onCheckout: () => void;
  sticky?: boolean;
}) {
  const fmt = useClubFormat(club);
  const { cart: current } = cart;
  const price = useCartPrice(club, cart);
  const count = cartItemCount(current);
  const lineOf = (productId: number) => price.data?.products_prices.find((l) => l.product === productId);

  return (
    <Paper
      withBorder={sticky}
      radius="md"
      p={sticky ? 'md' : 0}
      component="section"
      aria-label="Cart"
      style={sticky ? { position: 'sticky', top: 16 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          {/* In the drawer, the drawer's title names the cart. */}
          {sticky && (
            <Title order={2} size="h4">
              <Group gap={6} component="span">
                <IconShoppingCart size={20} aria-hidden /> Cart
              </Group>
            </Title>
          )}
          <Text size="sm" c="dimmed">
            {count === 1 ? '1 item' : `${count} items`}
          </Text>
        </Group>
        {current.products.length === 0 ? (
          <Text size="sm" c="dimmed">
            Choose products to add them to the cart.
          </Text>
        ) : (
          <Stack gap="xs" role="list" aria-label="Cart items">
            {current.products.map((line) => {
              const product = line.clubProduct as ClubProduct | undefined;
              const name = product?.name ?? lineOf(line.product_id)?.name ?? `Product ${line.product_id}`;
              const priced = lineOf(line.product_id);
              return (
                <Group key={line.product_id} gap="xs" wrap="nowrap" align="center" role="listitem" aria-label={name}>
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {name}
                    </Text>
                    {priced && (
                      <Text size="xs" c="dimmed">
                        {formatAmount(priced.discounted_price, { ...fmt, currency: club.currency })}
                      </Text>
                    )}
                  </Box>
                  <NumberStepper
                    value={line.quantity}
                    onChange={(q) => cart.step(line.product_id, q - line.quantity)}
                    label={`Quantity of ${name}`}
                    size="sm"
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${name}`}
                    onClick={() => cart.remove(line.product_id)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
        <Divider />
        <MemberPicker
          club={club}
          member={current.member}
          memberName={price.data?.member?.name ?? null}
          onChange={cart.setMember}
          disabled={current.products.length === 0}
        />
        <NumberField
          label="Discount (%)"
          decimalScale={2}
          value={current.discount}
          onChange={(v) => cart.setDiscount(v === '' ? 0 : Number(v))}
          disabled={current.products.length === 0}
        />
        {price.isError && (
          <Alert color="red" title="The cart could not be priced">
            {price.error.message}
          </Alert>
        )}
        {current.products.length > 0 && <Totals price={price.data} loading={price.isPending} />}
        <Button
          size="md"
          fullWidth
          disabled={count === 0 || !price.data || price.isError || price.isFetching}
          onClick={onCheckout}
        >
          Checkout
          {price.data && count > 0
            ? ` ${formatAmount(price.data.total_cost, { ...fmt, currency: price.data.currency })}`
            : ''}
        </Button>
      </Stack>
    </Paper>
  );
}

function Totals({ price, loading }: { price: SalePriceResult | undefined; loading: boolean }) {
  const fmt = useDashboardFormat();
  if (!price) return loading ? <Skeleton h={80} /> : null;
  const row = (label: string, value: string, strong = false) => (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={2} aria-label="Cart totals" role="group">
      {row('Sub-total', formatAmount(price.sub_total, { ...fmt, currency: price.currency }))}
      {Number(price.discount) > 0 &&
        row('Discount', `-${formatAmount(price.discount, { ...fmt, currency: price.currency })}`)}
      {row(
        price.tax_inclusive ? 'Tax (included)' : 'Tax',
        formatAmount(price.total_tax, { ...fmt, currency: price.currency }),
      )}
      {row('Total', formatAmount(price.total_cost, { ...fmt, currency: price.currency }), true)}
      {price.member && (
        <Text size="xs" c={price.member.member_price ? 'teal.9' : 'dimmed'}>
          {price.member.member_price
            ? `Member prices for ${price.member.name}`
            : `${price.member.name}'s membership is not current: non-member prices`}
        </Text>
      )}
    </Stack>
  );
}
