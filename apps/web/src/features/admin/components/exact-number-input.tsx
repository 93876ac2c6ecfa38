import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A NumberInput that keeps what was typed: Mantine's defaults clamp to min/max on blur and drop a minus sign or
 * a decimal, so -5, 99999999999 and 1,5 became 5, the maximum and 1 and were sent as such. Here the value
 * stays as typed and the form's checks (the contract's own messages) say what is wrong on the field.
 */
export function ExactNumberInput(props: Omit<NumberInputProps, 'clampBehavior' | 'min' | 'max'>) {
  return (
    <NumberInput
      allowNegative
      allowDecimal
      thousandSeparator="."
      decimalSeparator=","
      {...props}
      clampBehavior="none"
    />
  );
}
