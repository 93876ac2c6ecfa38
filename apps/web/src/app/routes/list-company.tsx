import { Anchor, Breadcrumbs, Grid, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useStatusChange } from '@/app/routes/list-status-change';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { ExportButton } from '@/features/exports/components/export-button';
import { useListCompany } from '@/features/list-companies/api/get-list-company';
import { ListCompanyDetail } from '@/features/list-companies/components/list-company-detail';
import { useList } from '@/features/lists/api/get-list';
import { AccuracyFeedbackButton } from '@/features/lists/components/accuracy-feedback-button';
import { NotesPanel } from '@/features/notes/components/notes-panel';

/** /infosets/{infosetId}/companies/{companyId}: a company inside a list, with notes. */
export function ListCompanyRoute() {
  const { infosetId = '', companyId = '' } = useParams();
  const list = useList(infosetId);
  const company = useListCompany(infosetId, companyId);
  const onStatusChange = useStatusChange();
  const me = useMe();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Breadcrumbs>
          <Anchor component={Link} to={paths.home.getHref()} fz="sm">
            Minhas listas
          </Anchor>
          <Anchor component={Link} to={paths.infoset.getHref(infosetId)} fz="sm">
            {list.data?.name ?? 'Lista'}
          </Anchor>
          <Text fz="sm">Empresa</Text>
        </Breadcrumbs>
        {company.data ? (
          <Group gap="sm">
            <AccuracyFeedbackButton cnpj={company.data.cnpj} listId={infosetId} />
            <ExportButton
              listId={infosetId}
              userId={me.data?.id ?? null}
              accountId={me.data?.account_id ?? null}
              cnpjs={[company.data.cnpj]}
              single
              variant="light"
              label="Exportar empresa"
            />
          </Group>
        ) : null}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ListCompanyDetail
            listId={infosetId}
            companyId={companyId}
            onStatusChange={(c, to) => onStatusChange({ listId: infosetId, company: c, to })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <NotesPanel companyId={companyId} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
