import { createTheme, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';

// Court green: the primary colour of every screen (DESIGN.md).
const court: MantineColorsTuple = ['#e8f7ef', '#d3ecdf', '#a6d8bf', '#76c39c', '#4fb17f', '#37a66c', '#2a9f61', '#1f7a4d', '#17683f', '#085a33'];
// Warning accent: ball yellow-orange.
const ball: MantineColorsTuple = ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8400', '#af7100'];

// Colours too light for text even at their darkest shade: their light badges and alerts use dark text.
const paleColours = new Set(['ball', 'yellow', 'lime', 'orange']);

/**
 * Mantine writes the text of light and subtle badges, alerts and buttons in shade 6, below WCAG
 * AA's 4.5:1 on their tint (the coach's "Pro" badge measured 3.56:1); shade 9 reads.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'dark') return colours;
  // Filled buttons of other colours (the red of every destructive confirm) carry white text:
  // at the primary shade (7) red measures 3.9:1, shade 9 reads; a darker mix marks the hover.
  if (input.variant === 'filled' || input.variant === undefined) {
    if (parsed.color === input.theme.primaryColor || paleColours.has(parsed.color) || parsed.shade !== undefined) return colours;
    const base = `var(--mantine-color-${parsed.color}-9)`;
    return { ...colours, background: base, hover: `color-mix(in srgb, ${base} 85%, black)` };
  }
  if (input.variant !== 'light' && input.variant !== 'subtle') return colours;
  if (paleColours.has(parsed.color)) return { ...colours, color: 'var(--mantine-color-dark-7)' };
  // The hover tint (shade 2) is darker still: shade 9 on it fails (a red "Cancel" row action under
  // the pointer measured 3.76:1), a darker mix of it reads.
  const text = `var(--mantine-color-${parsed.color}-9)`;
  return { ...colours, color: text, hoverColor: `color-mix(in srgb, ${text} 70%, black)` };
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
