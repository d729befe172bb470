import { Anchor, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Footer } from './company/Footer';
import { Logo } from './company/Logo';
import classes from './DashboardLayout.module.css';

export interface DashboardLayoutProps {
  children: ReactNode;
  /** Content width; forms read best narrow. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

const NAV = [
  { key: 'teams', to: '/?show=yes' },
  { key: 'profile', to: '/profile' },
  { key: 'logout', to: '/logout' },
] as const;

/** The plain layout of Selection, Create Team, Join Team and Profile: top navigation Teams, Profile, Logout. */
export function DashboardLayout({ children, size = 'sm' }: DashboardLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Box
              component={Link}
              to="/?show=yes"
              aria-label={t('layout.logoTeams')}
              style={{ textDecoration: 'none' }}
            >
              <Logo compact />
            </Box>
            <Box component="nav" aria-label={t('layout.dashboardNav.label')}>
              <Group component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} wrap="nowrap">
                {NAV.map((item) => (
                  <li key={item.key}>
                    <Anchor
                      component={NavLink}
                      to={item.to}
                      end
                      px={{ base: 8, sm: 12 }}
                      py={6}
                      fw={500}
                      size="sm"
                      c="dark.6"
                      className={classes.navLink}
                    >
                      {t(`layout.dashboardNav.${item.key}`)}
                    </Anchor>
                  </li>
                ))}
              </Group>
            </Box>
          </Group>
        </Container>
      </Box>
      <Container
        component="main"
        size={size}
        w="100%"
        py={{ base: 'lg', sm: 40 }}
        px="md"
        style={{ flex: 1 }}
      >
        {children}
      </Container>
      <Container size="lg" w="100%">
        <Footer />
      </Container>
    </Box>
  );
}
