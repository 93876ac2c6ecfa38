import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import classes from '@/app/theme.module.css';

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

// Contrast (WCAG AA, 4.5:1 for text, checked by the browser suite with axe): Mantine's light variant writes a
// colour's text on its pale tint (a teal badge 4.3:1, an orange one 3.6:1), so a theme colour's text is
// darkened there (`color="white"` text, as on the tools' monograms, is left as it is). A filled red button (a
// deletion's confirmation) takes red 9: white on red 7 is 3.9:1.
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant === 'filled' && input.color === 'red') {
    return {
      ...colors,
      background: 'var(--mantine-color-red-9)',
      hover: darken('var(--mantine-color-red-9)', 0.1),
    };
  }
  // Yellow's text (#b85f00 on #fff3bf, 4.0:1 in an 11 px badge: "Pedido enviado") needs more: 0.4 gives 6.3:1.
  return input.variant === 'light' && colors.color.startsWith('var(--mantine-color-')
    ? { ...colors, color: darken(colors.color, input.color === 'yellow' ? 0.4 : 0.2) }
    : colors;
};

// The date pickers' arrows (icon-only buttons) in Portuguese; the month and year in between say their own text.
const CALENDAR_LABELS = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
} as const;

const PAGINATION_CONTROL_LABELS = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A user who asked their system for less motion gets dialogs, drawers, menus, toasts and folding panels
  // without their slide and fade (WCAG 2.3.3); the narrow window's menu too (app-shell-layout.tsx).
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Icon-only buttons need names a screen reader can say (checked with axe by the browser suite).
    // Every field: a visible focus ring (theme.module.css).
    Input: { classNames: { input: classes.input } },
    // The eye of a password field: reachable with Tab and named in Portuguese. One name with its pressed state
    // (aria-pressed, set by Mantine) is the ARIA pattern of a toggle button: "Mostrar senha, pressionado".
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' },
      },
    },
    // A menu opened from the keyboard (Enter, Space, ↓) starts on its first item, not on an invisible
    // placeholder where ↓ had to be pressed once more before anything was said.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Calendar: { defaultProps: { ariaLabels: CALENDAR_LABELS } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Fechar' } },
    Select: { defaultProps: { clearButtonProps: { 'aria-label': 'Limpar' } } },
    MultiSelect: { defaultProps: { clearButtonProps: { 'aria-label': 'Limpar' } } },
    DatePickerInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Limpar datas' } } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': PAGINATION_CONTROL_LABELS[control],
        }),
        getItemProps: (page: number) => ({ 'aria-label': `Página ${page}` }),
      },
    },
    // The "…" between page numbers is drawn, not read: the numbers around it say what it stands for.
    PaginationDots: { defaultProps: { 'aria-hidden': true } },
  },
});

/**
 * Mantine's "dimmed" text (gray 6, #868e96) is 3.3:1 on white and 3.2:1 on the page's gray: too faint for the
 * secondary text a seller reads all day (CNPJs under names, dates, hints). #5f666d: 5.8:1 and 5.5:1. Links
 * take brand 8 (brand 7, the buttons' colour, is 4.45:1 on the page's gray); a field's error message red 9
 * (red 6 is 3.3:1). Coloured text elsewhere uses shade 9 (teal, red) for the same reason. A placeholder (gray 5,
 * 2.1:1) takes #6c737b (4.8:1): lighter than a value, still readable (the date pickers draw it as text).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-anchor': brand[8],
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#6c737b',
  },
  dark: {},
});
