import { useTranslation } from 'react-i18next';
import { RequireAbility } from '../../layouts/company/NotForYou';
import ComingSoonPage from '../placeholder/ComingSoonPage';

/**
 * Settings › Subscription: the avatar menu offers it to every member (spec §2); the page says who
 * may act on it. Billing itself arrives in a coming release.
 */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <RequireAbility
      ability="subscription.manage"
      who="admins"
      title={t('settings.subscription.title')}
      reason={t('settings.subscription.notAllowed')}
    >
      <ComingSoonPage />
    </RequireAbility>
  );
}
