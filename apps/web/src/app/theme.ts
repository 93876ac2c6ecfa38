import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Brand: a confident teal-blue, readable on white and distinct from the red/yellow of error toasts.
const brand: MantineColorsTuple = [
  '#e6f6ff',
  '#cfe9fb',
  '#a0d1f3',
  '#6db7ec',
  '#44a1e6',
  '#2a93e2',
  '#158be1',
  '#0077c8',
  '#0069b4',
  '#005aa0',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
