import { DatePickerInput } from '@mantine/dates';

type CreditExpiryInputProps = {
  /** ISO day ('' when none). */
  value: string;
  onChange: (day: string) => void;
  /** The earliest day offered (today, ISO). */
  minDate: string;
  error?: string;
};

/** The optional last day staff-granted credits are valid (cleared = no expiry). */
export function CreditExpiryInput({ value, onChange, minDate, error }: CreditExpiryInputProps) {
  return (
    <DatePickerInput
      label="Validade"
      description="Opcional: o último dia em que os créditos valem"
      placeholder="Sem validade"
      valueFormat="DD/MM/YYYY"
      clearable
      clearButtonProps={{ 'aria-label': 'Limpar a validade' }}
      minDate={minDate}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      error={error}
    />
  );
}
