import { Anchor, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type TCompany, type TUserDetails, UNKNOWN_VERSION } from '@teamline/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingSummary } from '../api/billing';
import { useHasUnreadMemos } from '../api/memos';
import { AppBanner } from './company/AppBanner';
import { can } from './company/abilities';
import { appVersion, Footer } from './company/Footer';
import { MobileNav } from './company/MobileNav';
import { SideNav } from './company/SideNav';
import { TopBar } from './company/TopBar';

const TOP_BAR_HEIGHT = 72;
const SIDE_NAV_WIDTH = 248;

export interface CompanyLayoutProps {
  company: TCompany;
  user: TUserDetails | undefined;
  children: ReactNode;
}

/**
 * Whether the caller has unread memos of their own, for the navigation's dot. It follows two
 * queries (their memos, the tray) and the socket's state: asked for here, so each of their
 * changes re-renders the navigation alone, not the whole layout with its page — a synchronous
 * render of the whole tree each time (docs/performance.md, "The layout re-rendered as the tray
 * arrived").
 */
function UnreadMemos({
  companyId,
  watches,
  children,
}: {
  companyId: number;
  watches: boolean;
  children: (hasUnreadMemos: boolean) => ReactNode;
}) {
  return children(useHasUnreadMemos(companyId, watches));
}

/** The layout once a company is selected: banner, top bar, side navigation, content, footer (spec §2). */
export function CompanyLayout({ company, user, children }: CompanyLayoutProps) {
  const { t } = useTranslation();
  const [navOpened, { toggle: handleToggleNav, close: handleCloseNav }] = useDisclosure(false);
  const version = appVersion();
  // Whether a lapsed plan is a payment being retried (past due) is billing's to say: asked only
  // for an admin whose company is neither subscribed nor on trial.
  const canManageSubscription = can(company, 'subscription.manage');
  const billing = useBillingSummary(
    company.id,
    canManageSubscription && !company.is_subscribed && !company.is_on_trial,
  );
  const navProps = { companyId: company.id, abilities: company.abilities, flags: company.flags };
  // The Memos items (shown to whoever manages memos) carry a dot while the caller has unread memos of their own.
  const watchesUnread = can(company, 'memos.manage');

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Anchor
        href="#main-content"
        className="skip-link"
        pos="absolute"
        left={-9999}
        style={{ zIndex: 300 }}
        onFocus={(e) => e.currentTarget.style.setProperty('left', '8px')}
        onBlur={(e) => e.currentTarget.style.setProperty('left', '-9999px')}
      >
        {t('layout.skipToContent')}
      </Anchor>
      {/* The banner scrolls away; the top bar stays. */}
      <AppBanner
        companyId={company.id}
        appVersion={version === UNKNOWN_VERSION ? '' : version}
        minAppVersion={user?.min_app_version}
        userName={user?.user.name}
        canManageSubscription={canManageSubscription}
        company={company}
        billingStatus={billing.data?.subscription.status}
      />
      <Box
        component="header"
        pos="sticky"
        top={0}
        bg="white"
        style={{ zIndex: 200, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Box h={TOP_BAR_HEIGHT}>
          <TopBar
            company={company}
            userName={user?.user.name}
            navOpened={navOpened}
            onToggleNav={handleToggleNav}
          />
        </Box>
      </Box>
      <Box style={{ display: 'flex', flex: 1 }}>
        <Box
          component="aside"
          visibleFrom="sm"
          w={SIDE_NAV_WIDTH}
          p="sm"
          bg="white"
          style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}
        >
          <UnreadMemos companyId={company.id} watches={watchesUnread}>
            {(hasUnreadMemos) => <SideNav {...navProps} hasUnreadMemos={hasUnreadMemos} />}
          </UnreadMemos>
        </Box>
        <Box bg="gray.0" style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            component="main"
            id="main-content"
            tabIndex={-1}
            p={{ base: 'md', sm: 'xl' }}
            // At least a screen high, so the footer starts below the fold and does not jump down
            // as the page's data arrives (a layout shift, Lighthouse's CLS).
            style={{ flex: 1, minHeight: '100vh' }}
          >
            {children}
          </Box>
          <Footer />
        </Box>
      </Box>
      <UnreadMemos companyId={company.id} watches={watchesUnread}>
        {(hasUnreadMemos) => (
          <MobileNav
            {...navProps}
            hasUnreadMemos={hasUnreadMemos}
            opened={navOpened}
            onClose={handleCloseNav}
          />
        )}
      </UnreadMemos>
    </Box>
  );
}
