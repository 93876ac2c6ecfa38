import { Alert, Button, Group, Loader, Slider, Stack, Text, TextInput } from '@mantine/core';
import { resetDistance } from '@prospecta/contracts/filter-state';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useZipDistance } from '@/features/search/api/zip-distance';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';
import { cepNotFoundNotice, cepPlace, radiusCentreText } from '@/features/search/lib/cep-place';
import {
  LAST_RADIUS_POSITION,
  RADIUS_LABELLED_KM,
  RADIUS_MARKS_KM,
  radiusCountText,
  radiusKm,
  radiusPosition,
} from '@/features/search/lib/radius-steps';
import { CEP_MASK, onDigitsTyped } from '@/lib/digit-typing';

/**
 * Companies within a distance of a CEP; shows where the CEP is, as zip_distance resolved it, and warns when the
 * CEP itself was not found (the radius is then centred on a municipality of CEPs sharing its first digits).
 */
export function CepDistanceFilter({ filter, state, update, locked, onApplyNow }: FilterFieldProps) {
  const { zip, distance, location } = state.cepDistance;
  const resolved = useZipDistance(zip, distance);
  const info = resolved.data?.cep_info;
  const place = info ? cepPlace(info) : '';
  const notFound = info && location ? cepNotFoundNotice(info) : null;
  useEffect(() => {
    if (info && place !== location) {
      update((s) => ({ ...s, cepDistance: { ...s.cepDistance, location: place, cepInfo: info } }));
    }
  }, [info, place, location, update]);
  const set = (patch: Partial<typeof state.cepDistance>) =>
    update((s) => ({ ...s, cepDistance: { ...s.cepDistance, ...patch } }));
  const digits = zip.replace(/\D/g, '');
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600}>
        {filter.title}
      </Text>
      {filter.description ? (
        <Text fz="xs" c="dimmed" mt={-4}>
          {filter.description}
        </Text>
      ) : null}
      <TextInput
        size="xs"
        // A format, not an example: an example CEP the registry lacks read "não encontrado" when tried.
        placeholder="CEP de referência: 00000-000"
        aria-label="CEP de referência"
        value={zip}
        maxLength={9}
        inputMode="numeric"
        // Shown as 00000-000 while typed (the query strips the dash).
        onChange={onDigitsTyped(CEP_MASK, zip, (typed) => {
          if (typed !== zip) set({ zip: typed, location: '', cepInfo: null });
        })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) onApplyNow?.();
        }}
        error={
          digits.length > 0 && digits.length !== 8
            ? 'O CEP tem 8 dígitos'
            : resolved.isError
              ? 'CEP não encontrado'
              : undefined
        }
        rightSection={resolved.isFetching ? <Loader size={12} /> : null}
      />
      {/* Right under the CEP typed: the radius is not around it, and the centre it has instead is named. */}
      {notFound ? (
        <Alert
          color="yellow"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} />}
          data-testid="cep-approximate"
        >
          {/* In the text's colour: the alert's yellow title did not reach the contrast a warning needs. */}
          <Text fz="xs" fw={700}>
            {notFound.title}
          </Text>
          <Text fz="xs">{notFound.message}</Text>
        </Alert>
      ) : null}
      <Text fz="xs" c="dimmed">
        Raio: <b>{distance > 0 ? `${distance} km` : 'não definido'}</b>
      </Text>
      {/* Over the positions of RADIUS_STEPS_KM: km by km near the CEP, up to the 500 km the API takes. */}
      <Slider
        min={0}
        max={LAST_RADIUS_POSITION}
        step={1}
        value={radiusPosition(distance)}
        onChange={(position) => set({ distance: radiusKm(position) })}
        label={(position) => `${radiusKm(position)} km`}
        aria-label="Distância em km"
        thumbLabel="Distância em km"
        thumbValueText={(position) => `${radiusKm(position)} km`}
        marks={RADIUS_MARKS_KM.map((km, i) => ({
          value: radiusPosition(km),
          // The last label drawn inward from its mark: centred on it, it stuck out past the card's edge.
          label: !RADIUS_LABELLED_KM.has(km) ? undefined : i === RADIUS_MARKS_KM.length - 1 ? (
            <span style={{ display: 'inline-block', transform: 'translateX(-50%)' }}>{km}</span>
          ) : (
            String(km)
          ),
        }))}
        mb="md"
      />
      {location ? (
        <Stack gap={2} data-testid="cep-location">
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={14} color="var(--mantine-color-brand-7)" style={{ flexShrink: 0 }} />
            {/* From where the radius is measured: the city's centre, never the street (the alert above says it
                for a CEP placed by its first digits). */}
            <Text fz="xs">
              {notFound ? `Centro aproximado: ${location}` : info ? radiusCentreText(info) : location}
            </Text>
          </Group>
          {/* The count and what it includes: the rules the role always applies, not the other filters. */}
          {resolved.data ? (
            <Text fz="xs" c="dimmed" data-testid="cep-count">
              {radiusCountText(resolved.data.companies_count, locked.ids.length > 0)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {/* After the controls it clears (above them, it read as the filter's heading). */}
      {zip || distance > 0 ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          aria-label="Limpar distância"
          onClick={() => update(resetDistance)}
          style={{ alignSelf: 'flex-start' }}
        >
          Limpar
        </Button>
      ) : null}
    </Stack>
  );
}
