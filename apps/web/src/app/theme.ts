import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// Court green: the primary colour of every screen (DESIGN.md).
const court: MantineColorsTuple = [
  '#e8f7ef',
  '#d3ecdf',
  '#a6d8bf',
  '#76c39c',
  '#4fb17f',
  '#37a66c',
  '#2a9f61',
  '#1f7a4d',
  '#17683f',
  '#085a33',
];
// Warning accent: ball yellow-orange.
const ball: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
];

// Colours too light for text even at their darkest shade: their badges, alerts and buttons use dark text.
const paleColours = new Set(['ball', 'yellow', 'lime', 'orange']);

/**
 * The text of a colour on white and on its tints (shades 0-2): shade 9 darkened a little (green's
 * and teal's shade 9 measured 3.8:1 and 4.3:1 on their tints, green 4.4:1 on white), or dark
 * grey for the pale colours (ball's shade 9 measured 3.56:1 on its tint: the fees view's "Due
 * this month" badge). theme.test.ts measures every colour in every variant.
 */
const inkOf = (colour: string) =>
  paleColours.has(colour)
    ? 'var(--mantine-color-dark-7)'
    : `color-mix(in srgb, var(--mantine-color-${colour}-9) 80%, black)`;

/**
 * Mantine writes the text of light and subtle badges, alerts and buttons in shade 6, of outline,
 * transparent and white ones in shade 6 or 7 (on white: below WCAG AA's 4.5:1 for most colours),
 * and white on every filled colour, the pale ones too. Each reads at 4.5:1 or more here.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'dark') return colours;
  const pale = paleColours.has(parsed.color);
  if (input.variant === 'filled' || input.variant === undefined) {
    if (parsed.shade !== undefined) return colours;
    // A pale fill (a ball-yellow badge) carries black text (dark grey measured 4.3:1 on the
    // orange hover fill).
    if (pale) return { ...colours, color: 'var(--mantine-color-black)' };
    if (parsed.color === input.theme.primaryColor) return colours;
    // Filled buttons of other colours (the red of every destructive confirm) carry white text:
    // at the primary shade (7) red measures 3.9:1, green's shade 9 4.4:1; the ink reads, and a
    // darker mix of it marks the hover.
    const base = inkOf(parsed.color);
    return { ...colours, background: base, hover: `color-mix(in srgb, ${base} 85%, black)` };
  }
  if (!['light', 'subtle', 'outline', 'transparent', 'white'].includes(input.variant)) return colours;
  const text = inkOf(parsed.color);
  // The hover tint (shade 2) is darker still: a darker mix of the ink reads on it (a red "Cancel"
  // row action under the pointer measured 3.76:1 in shade 9).
  return { ...colours, color: text, hoverColor: pale ? text : `color-mix(in srgb, ${text} 70%, black)` };
};

// Buttons Mantine draws with an icon and no words get a name (by component name, so the dates
// package need not load with the theme).
const clearable = { defaultProps: { clearButtonProps: { 'aria-label': 'Clear' } } };

export const theme = createTheme({
  primaryColor: 'court',
  primaryShade: { light: 7, dark: 5 },
  colors: { court, ball },
  fontFamily: 'Inter Variable, Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  headings: { fontFamily: 'Inter Variable, Inter, system-ui, sans-serif', fontWeight: '700' },
  defaultRadius: 'sm',
  fontSizes: { md: '15px' },
  shadows: { sm: '0 1px 3px rgba(16, 24, 40, 0.08)', md: '0 4px 12px rgba(16, 24, 40, 0.08)' },
  variantColorResolver,
  components: {
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
    // A menu's first child would be Mantine's focusable role="presentation" placeholder, which a
    // menu may not hold (axe 4.14's aria-required-children); opening it focuses the first item
    // instead, as the ARIA menu button pattern does.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine draws an Alert's close button 16 px square: too small a target (WCAG 2.2, 24 px).
    Alert: { styles: { closeButton: { minWidth: 24, minHeight: 24 } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    DatePickerInput: clearable,
    DateInput: clearable,
    Select: clearable,
    MultiSelect: clearable,
  },
});

/**
 * Mantine's dimmed grey (gray.6), placeholder grey (gray.5) and error red (red.6) are below WCAG
 * AA on white; every screen uses darker ones.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
