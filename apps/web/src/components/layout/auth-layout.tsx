import { Box, Center, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';

const highlights = [
  'Todas as empresas ativas do Brasil, com filtros por CNAE, porte e região',
  'Listas de prospecção com status, decisores e validação de contatos',
  'Exportação para planilhas e para o seu CRM',
];

/** Sign-in screens: a brand panel on wide screens and the form card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box mih="100vh" style={{ display: 'flex' }}>
      <Box
        component="aside"
        aria-label="Sobre o Prospecta"
        visibleFrom="md"
        p={48}
        w="42%"
        style={{
          background:
            'linear-gradient(150deg, var(--mantine-color-brand-8) 0%, var(--mantine-color-brand-6) 60%, var(--mantine-color-cyan-6) 100%)',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <BrandLogo size="lg" inverted />
        <Stack gap="lg" maw={420}>
          <Title order={2} c="white" fz={32} lh={1.2}>
            Encontre as empresas certas para vender mais.
          </Title>
          <List
            spacing="sm"
            c="white"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" variant="white">
                <IconCheck size={14} color="var(--mantine-color-brand-7)" />
              </ThemeIcon>
            }
          >
            {highlights.map((item) => (
              <List.Item key={item}>
                <Text c="white" opacity={0.92}>
                  {item}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text c="white" opacity={0.7} fz="sm">
          Dados públicos da Receita Federal, organizados para prospecção.
        </Text>
      </Box>
      <Center component="main" id="conteudo" style={{ flex: 1 }} p="md" bg="gray.0">
        <Stack w="100%" maw={420} gap="lg">
          <Group hiddenFrom="md" justify="center">
            <BrandLogo size="lg" />
          </Group>
          <Paper withBorder shadow="sm" p={32}>
            <Stack gap={4} mb="lg">
              <Title order={1} fz={26}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
