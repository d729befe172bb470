import { useTranslation } from 'react-i18next';
import { RequireAbility } from '../../layouts/company/NotForYou';
import { SubscriptionView } from '../billing/SubscriptionView';

/**
 * Settings › Subscription: the avatar menu offers it to every member (spec §2); only admins
 * (subscription.manage) see and change billing, and the page tells anyone else who does.
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
      <SubscriptionView />
    </RequireAbility>
  );
}
