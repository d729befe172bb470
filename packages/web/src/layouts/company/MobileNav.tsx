import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SideNav, type SideNavProps } from './SideNav';

export interface MobileNavProps extends Omit<SideNavProps, 'isMobile' | 'onNavigate'> {
  opened: boolean;
  onClose: () => void;
}

/** The mobile navigation overlay opened by the burger; it closes once an item is chosen. */
export function MobileNav({ opened, onClose, ...navProps }: MobileNavProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="80%"
      padding="md"
      title={t('layout.productName')}
      closeButtonProps={{ 'aria-label': t('layout.closeNavigation') }}
      hiddenFrom="sm"
    >
      <SideNav {...navProps} isMobile onNavigate={onClose} />
    </Drawer>
  );
}
