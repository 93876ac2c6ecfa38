import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';

export type NavItem = {
  label: string;
  href: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  active: boolean;
  /** Shown but not clickable, with an "Em breve" badge. */
  soon?: boolean;
};

export type AppShellLayoutProps = {
  navItems: NavItem[];
  userName: string | null;
  accountLabel: string | null;
  profileHref: string;
  /** The credit gauge (composed by the route so this component stays feature-free). */
  credits: ReactNode;
  /** Header widgets left of the user (the notifications bell), composed by the route. */
  headerActions?: ReactNode;
  onSignOut: () => void;
  children: ReactNode;
};

function initials(name: string | null): string {
  if (!name) return '?';
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

export function AppShellLayout(props: AppShellLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  // Below Mantine's `sm` the menu slides in over the page: while it is out of sight its links are out of the
  // tab order and of the accessibility tree (`inert`), and Escape puts it away, back to its button.
  const collapsible =
    useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false }) === true;
  const reduceMotion = useReducedMotion();
  useHotkeys([
    [
      'Escape',
      () => {
        if (!collapsible || !opened) return;
        close();
        burger.current?.focus();
      },
    ],
  ]);
  return (
    <AppShell
      header={{ height: 64 }}
      // Narrower on a laptop (below 1408 px), where the search's filters and results need the room.
      navbar={{ width: { base: 264, sm: 224, xl: 264 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
      // The folded menu of a narrow window appears at once for a user who asked for less motion (the theme's
      // `respectReducedMotion` does not reach the shell's slide).
      transitionDuration={reduceMotion ? 0 : undefined}
      bg="gray.0"
    >
      <AppShell.Header px="lg">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={opened}
              aria-controls="menu-principal"
            />
            <UnstyledButton component={Link} to="/" aria-label="Prospecta — início">
              <BrandLogo />
            </UnstyledButton>
          </Group>
          <Group gap="md" wrap="nowrap">
            {props.headerActions}
            {/* Named by what it shows (WCAG 2.5.3: a voice user says the name they see), the purpose first. */}
            <UnstyledButton component={Link} to={props.profileHref}>
              <VisuallyHidden>Painel do usuário: </VisuallyHidden>
              <Group gap="sm" wrap="nowrap">
                <Stack gap={0} align="flex-end" visibleFrom="xs">
                  <Text fw={600} fz="sm" data-testid="user-name">
                    {props.userName ?? '…'}
                  </Text>
                  <Text c="dimmed" fz="xs" data-testid="account-name">
                    {props.accountLabel ?? ''}
                  </Text>
                </Stack>
                <Avatar color="brand" radius="xl" aria-hidden>
                  {initials(props.userName)}
                </Avatar>
              </Group>
            </UnstyledButton>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="menu-principal"
        p="md"
        aria-label="Navegação principal"
        inert={collapsible && !opened}
      >
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={4}>
            {props.navItems.map((item) => {
              const look = {
                label: item.label,
                leftSection: <item.icon size={20} stroke={1.7} />,
                active: item.active,
                variant: 'light' as const,
                style: { borderRadius: 'var(--mantine-radius-md)' },
                fw: 500,
              };
              // Not there yet: no link to follow (by mouse or keyboard), announced as unavailable.
              return item.soon ? (
                <NavLink
                  key={item.label}
                  component="div"
                  aria-disabled
                  disabled
                  rightSection={
                    <Badge size="xs" variant="light" color="gray">
                      Em breve
                    </Badge>
                  }
                  {...look}
                />
              ) : (
                <NavLink key={item.label} component={Link} to={item.href} onClick={close} {...look} />
              );
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap="md">
            {props.credits}
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} />}
              onClick={() => props.onSignOut()}
              justify="flex-start"
            >
              Sair
            </Button>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="conteudo">{props.children}</AppShell.Main>
    </AppShell>
  );
}
