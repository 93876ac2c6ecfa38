import { Text, type TextProps } from '@mantine/core';

/**
 * A name in a table cell: it wraps anywhere (a 120-character name without spaces would otherwise set the
 * column's width and push the e-mail, role, status and actions off-screen) and stops at `lines` lines with an
 * ellipsis; the whole name is in the title (the tooltip of a pointer; screen readers read the text itself).
 */
export function ClampedText({
  children,
  lines = 2,
  ...props
}: TextProps & { children: string; lines?: number }) {
  return (
    <Text
      fz="sm"
      {...props}
      title={children}
      lineClamp={lines}
      style={{ overflowWrap: 'anywhere', wordBreak: 'break-word' }}
      data-clamped-text
    >
      {children}
    </Text>
  );
}
