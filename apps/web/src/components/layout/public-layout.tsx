import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';

/** Pages reachable without the signed-in layout (404, callbacks, shared links). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%">
            <Link to="/" aria-label="Prospecta — início" style={{ textDecoration: 'none', color: 'inherit' }}>
              <BrandLogo />
            </Link>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl" component="main" id="conteudo">
        {children}
      </Container>
    </Box>
  );
}
