import { DatePickerInput } from '@mantine/dates';

/**
 * "De" and "Até" (YYYY-MM-DD or ''), each clearable by a button named after its field (the theme's one name,
 * "Limpar datas", twice side by side said neither); `error` shows under "Até" (a period that ends first).
 */
export function PeriodInputs(props: {
  from: string;
  to: string;
  onChange: (period: { from?: string; to?: string }) => void;
  error: string | null;
}) {
  return (
    <>
      <DatePickerInput
        label="De"
        w={150}
        placeholder="Início"
        valueFormat="DD/MM/YYYY"
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar o campo De' }}
        value={props.from || null}
        onChange={(day) => props.onChange({ from: day ?? '' })}
      />
      <DatePickerInput
        label="Até"
        w={150}
        placeholder="Fim"
        valueFormat="DD/MM/YYYY"
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar o campo Até' }}
        value={props.to || null}
        onChange={(day) => props.onChange({ to: day ?? '' })}
        error={props.error}
      />
    </>
  );
}
