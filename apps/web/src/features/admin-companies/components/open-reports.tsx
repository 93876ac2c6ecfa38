import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { PagedResults } from '@/components/ui/paged-results';
import { useOpenReports } from '@/features/admin-companies/api/open-reports';
import { reportFieldLabel } from '@/features/admin-companies/lib/correction-form';
import { formatDateTime } from '@/lib/format';

type Props = { page: number; onPage: (page: number) => void; onOpen: (cnpj: string) => void };

/**
 * The companies whose reports of wrong data no correction nor verification has answered, the one waiting
 * longest first: the staff's queue. A row opens the company in the tool above.
 */
export function OpenReports({ page, onPage, onOpen }: Props) {
  const queue = useOpenReports(page);
  const data = queue.data;
  return (
    <Card withBorder p="lg" data-testid="open-reports">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={3} fz="lg">
            Reportes em aberto
          </Title>
          {data && data.total > 0 ? (
            <Text fz="sm" c="dimmed">
              {data.reports_total === 1
                ? '1 reporte de 1 empresa'
                : `${data.reports_total} reportes de ${data.total} ${data.total === 1 ? 'empresa' : 'empresas'}`}
            </Text>
          ) : null}
        </Group>
        <PagedResults
          query={queue}
          paging={(d) => ({ total: d.total, pages: d.total_pages })}
          page={page}
          onPage={onPage}
          what="os reportes"
          errorTitle="Não foi possível carregar os reportes"
          emptyText="Nenhum reporte em aberto: cada dado incorreto reportado por clientes já foi corrigido ou conferido."
        >
          {(data) => (
            <>
              <Text fz="sm" c="dimmed">
                Abra a empresa, corrija o que estiver errado ou marque como conferida: quem reportou é
                avisado.
              </Text>
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="xs" fz="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Empresa</Table.Th>
                      <Table.Th>Dados reportados</Table.Th>
                      <Table.Th ta="right">Reportes</Table.Th>
                      <Table.Th>Desde</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.companies.map((company) => (
                      <Table.Tr key={company.cnpj}>
                        <Table.Td>
                          <Anchor
                            component="button"
                            type="button"
                            fz="sm"
                            ta="left"
                            onClick={() => onOpen(company.cnpj)}
                          >
                            {company.name ?? 'Empresa fora do cadastro atual'}
                          </Anchor>
                          <Text fz="xs" c="dimmed">
                            {formatCnpj(company.cnpj)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {company.fields.map((field) => (
                              <Badge key={field} color="gray" variant="outline" tt="none">
                                {reportFieldLabel(field)}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td ta="right">{company.reports}</Table.Td>
                        <Table.Td>
                          {formatDateTime(company.first_at)}
                          {company.last_at !== company.first_at ? (
                            <Text fz="xs" c="dimmed">
                              último em {formatDateTime(company.last_at)}
                            </Text>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </PagedResults>
      </Stack>
    </Card>
  );
}
