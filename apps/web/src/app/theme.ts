import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Court green: the primary colour of every screen (DESIGN.md).
const court: MantineColorsTuple = ['#e8f7ef', '#d3ecdf', '#a6d8bf', '#76c39c', '#4fb17f', '#37a66c', '#2a9f61', '#1f7a4d', '#17683f', '#085a33'];
// Warning accent: ball yellow-orange.
const ball: MantineColorsTuple = ['#fff8e1', '#ffefcc', '#ffdd9b', '#ffca64', '#ffba38', '#ffb01b', '#ffab09', '#e39500', '#ca8400', '#af7100'];

export const theme = createTheme({
  primaryColor: 'court',
  primaryShade: { light: 7, dark: 5 },
  colors: { court, ball },
  fontFamily: 'Inter Variable, Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  headings: { fontFamily: 'Inter Variable, Inter, system-ui, sans-serif', fontWeight: '700' },
  defaultRadius: 'sm',
  fontSizes: { md: '15px' },
  shadows: { sm: '0 1px 3px rgba(16, 24, 40, 0.08)', md: '0 4px 12px rgba(16, 24, 40, 0.08)' },
});

/** Mantine's dimmed grey (gray.6) is below WCAG AA on white; every screen uses gray.7 instead. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
