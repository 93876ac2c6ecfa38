import { Alert, Anchor, Badge, Group, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { Link } from 'react-router';
import {
  getLookAlikeCnpjs,
  LOOK_ALIKE_ERROR,
  LOOK_ALIKE_IN_SEARCH,
  useLookAlike,
} from '@/features/company/api/get-look-alike';
import { SimilarSearchButton } from '@/features/company/components/similar-search-button';
import type { RelatedCompaniesProps } from '@/features/company/lib/company-format';
import {
  lookAlikeCompared,
  lookAlikeSummary,
  sharedTraits,
  sharedTraitWords,
} from '@/features/company/lib/look-alike-format';
import { formatPlace } from '@/lib/address-format';

/**
 * Active companies of this one's CNAE division ranked by what they share with it (CNAE, place, porte, employee
 * and revenue bands, age: look-alike-format.ts says how, with the ranking's weights), most similar first, each
 * with the traits it shares; with `companyLink` each opens, with `onSearchSimilar` the 100 most similar open in
 * the search.
 */
export function CompanyLookAlikeSection({
  cnpj,
  enabled,
  companyLink,
  onSearchSimilar,
}: RelatedCompaniesProps & { onSearchSimilar?: (cnpjs: string[]) => void }) {
  const similar = useLookAlike(cnpj, enabled);
  if (similar.isPending) return <Skeleton h={200} />;
  if (similar.isError) return <Alert color="red">{LOOK_ALIKE_ERROR}</Alert>;
  if (similar.data.length === 0) {
    return <Text c="dimmed">Nenhuma empresa ativa parecida encontrada.</Text>;
  }
  const summary = lookAlikeSummary(similar.data);
  return (
    <Stack gap="sm" data-testid="company-look-alike">
      <Text fz="xs" c="dimmed" data-testid="look-alike-compared">
        {lookAlikeCompared()}
      </Text>
      {summary ? (
        <Text fz="sm" data-testid="look-alike-summary">
          {summary}
        </Text>
      ) : null}
      <Table verticalSpacing={6} fz="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Empresa</Table.Th>
            <Table.Th>Local</Table.Th>
            <Table.Th>Atividade principal</Table.Th>
            <Table.Th ta="right">Semelhança</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {similar.data.map((row) => {
            const name = row.nome_fantasia ?? row.razao_social ?? formatCnpj(row.cnpj);
            // Two lines, and the whole name (with the razão social under a nome fantasia) on hover.
            const fullName = [name, row.nome_fantasia ? row.razao_social : null].filter(Boolean).join(' — ');
            const link = companyLink?.(row.cnpj);
            return (
              <Table.Tr key={row.cnpj} data-testid="look-alike-row">
                <Table.Td maw={220}>
                  {link ? (
                    <Anchor
                      component={Link}
                      to={link.to}
                      state={link.state}
                      fz="sm"
                      fw={600}
                      lineClamp={2}
                      title={fullName}
                    >
                      {name}
                    </Anchor>
                  ) : (
                    <Text fz="sm" fw={600} lineClamp={2} title={fullName}>
                      {name}
                    </Text>
                  )}
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {formatCnpj(row.cnpj)}
                  </Text>
                </Table.Td>
                <Table.Td>{formatPlace(row.municipio, row.uf)}</Table.Td>
                <Table.Td maw={220}>
                  <Text fz="sm" lineClamp={2} title={row.cnae_principal.label}>
                    {row.cnae_principal.label}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Tooltip label={sharedTraits(row)} multiline w={240}>
                    <Badge
                      variant="light"
                      color="teal"
                      data-testid="look-alike-similarity"
                      aria-label={`${Math.round(row.similarity * 100)}% parecida. ${sharedTraits(row)}`}
                    >
                      {Math.round(row.similarity * 100)}%
                    </Badge>
                  </Tooltip>
                  {/* What it shares, read without hovering (the badge's name says it in full to a reader). */}
                  <Text fz="xs" c="dimmed" mt={2} aria-hidden data-testid="look-alike-traits">
                    {sharedTraitWords(row)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {onSearchSimilar ? (
        <Group justify="flex-end">
          <SimilarSearchButton variant="light" find={() => getLookAlikeCnpjs(cnpj)} onFound={onSearchSimilar}>
            Ver as {LOOK_ALIKE_IN_SEARCH} mais parecidas na busca
          </SimilarSearchButton>
        </Group>
      ) : null}
    </Stack>
  );
}
