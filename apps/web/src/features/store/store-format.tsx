import { ThemeIcon } from '@mantine/core';
import { productCategoryLabels, type ProductCategoryName } from '@rally/domain';
import {
  IconBackpack,
  IconBallTennis,
  IconBox,
  IconNeedleThread,
  IconPingPong,
  IconSchool,
  IconShirt,
  IconShoe,
  IconSpiral,
  type Icon,
} from '@tabler/icons-react';

/** The icon of each product category. */
export const categoryIcons: Record<ProductCategoryName, Icon> = {
  accessories: IconBackpack,
  apparel: IconShirt,
  balls: IconBallTennis,
  lessons: IconSchool,
  racquets: IconPingPong,
  shoes: IconShoe,
  stringing: IconNeedleThread,
  strings: IconSpiral,
  other: IconBox,
};

const categoryColours: Record<ProductCategoryName, string> = {
  accessories: 'grape',
  apparel: 'indigo',
  balls: 'lime',
  lessons: 'teal',
  racquets: 'blue',
  shoes: 'orange',
  stringing: 'cyan',
  strings: 'violet',
  other: 'gray',
};

/** A category's icon in a tinted square; the category's name is read out. */
export function CategoryIcon({ category, size = 36 }: { category: ProductCategoryName; size?: number }) {
  const Glyph = categoryIcons[category];
  return (
    <ThemeIcon
      variant="light"
      color={categoryColours[category]}
      size={size}
      radius="md"
      role="img"
      aria-label={productCategoryLabels[category]}
    >
      <Glyph size={Math.round(size * 0.6)} aria-hidden />
    </ThemeIcon>
  );
}
