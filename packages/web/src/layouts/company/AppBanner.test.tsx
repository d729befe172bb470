import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppBanner, type AppBannerProps } from './AppBanner';
import { isOlderVersion, pickBanner, type SubscriptionState } from './banner';
import { abilitiesFor } from './test-company';
import { renderRoutes } from './test-render';

const subscribed: SubscriptionState = {
  is_subscribed: true,
  all_locations_subscribed: true,
  is_on_trial: false,
  trial_ends_at: null,
  trial_days_left: 0,
};
const base: AppBannerProps = {
  companyId: 7,
  appVersion: '1.2.0',
  minAppVersion: '1.0.0',
  userName: 'Dana',
  canManageSubscription: true,
  company: subscribed,
};

function renderBanner(props: Partial<AppBannerProps> = {}) {
  return renderRoutes(
    [
      { path: '/', element: <AppBanner {...base} {...props} /> },
      { path: '/profile', element: <p>profile page</p> },
      { path: '/:companyId/settings/subscription', element: <p>subscription page</p> },
    ],
    '/',
  );
}

describe('isOlderVersion', () => {
  it('compares semver numerically, pre-releases first', () => {
    expect(isOlderVersion('0.9.0', '0.10.0')).toBe(true);
    expect(isOlderVersion('1.2.0', '1.2.0')).toBe(false);
    expect(isOlderVersion('1.3.0', '1.2.9')).toBe(false);
    expect(isOlderVersion('1.2.0-beta.1', '1.2.0')).toBe(true);
    expect(isOlderVersion('', '1.0.0')).toBe(false);
  });
});

describe('banner priority', () => {
  it('shows nothing when all is well', () => {
    expect(pickBanner(base)).toBeNull();
  });

  it('puts a new version before an incomplete profile and the subscription', () => {
    const choice = pickBanner({
      ...base,
      minAppVersion: '2.0.0',
      userName: '',
      company: { ...subscribed, is_subscribed: false },
    });
    expect(choice).toMatchObject({ kind: 'version', level: 'info' });
  });

  it('puts an incomplete profile before the subscription', () => {
    const choice = pickBanner({ ...base, userName: '  ', company: { ...subscribed, is_subscribed: false } });
    expect(choice).toMatchObject({ kind: 'profile', level: 'info' });
  });

  it('shows the subscription banner only to whoever may manage the subscription', () => {
    const company = { ...subscribed, all_locations_subscribed: false };
    expect(pickBanner({ ...base, company })).toMatchObject({ kind: 'subscription' });
    expect(pickBanner({ ...base, canManageSubscription: false, company })).toBeNull();
  });
});

describe('AppBanner texts and clicks', () => {
  it('new version: the spec text, info, and a click reloads', () => {
    const onReload = vi.fn();
    renderBanner({ minAppVersion: '9.0.0', onReload });
    const banner = screen.getByTestId('app-banner');
    expect(banner.textContent).toBe('A new version of the product is available. Click here to refresh.');
    expect(banner.parentElement?.dataset.level).toBe('info');
    fireEvent.click(banner);
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('incomplete profile: the spec text, info, and a click goes to Profile', async () => {
    renderBanner({ userName: null });
    const banner = screen.getByTestId('app-banner');
    expect(banner.textContent).toBe('Incomplete Profile. Click here to complete user profile.');
    expect(banner.parentElement?.dataset.level).toBe('info');
    fireEvent.click(banner);
    expect(await screen.findByText('profile page')).toBeTruthy();
  });

  it('not all locations subscribed: the spec text; warn without trial days', async () => {
    renderBanner({ company: { ...subscribed, all_locations_subscribed: false } });
    const banner = screen.getByTestId('app-banner');
    expect(banner.textContent).toBe(
      'You need to add more locations to your subscription - click here to manage subscription.',
    );
    expect(banner.parentElement?.dataset.level).toBe('warn');
    fireEvent.click(banner);
    expect(await screen.findByText('subscription page')).toBeTruthy();
  });

  it('trial over and not subscribed: both spec texts with the end date, warn', () => {
    renderBanner({
      company: {
        is_subscribed: false,
        all_locations_subscribed: true,
        is_on_trial: false,
        trial_ends_at: '2026-03-04T12:00:00.000Z',
        trial_days_left: 0,
      },
    });
    const banner = screen.getByTestId('app-banner');
    expect(banner.textContent).toBe(
      'Your free trial of the product ended on March 4, 2026. In order to use the product you will need an active subscription - click here to manage subscription.',
    );
    expect(banner.parentElement?.dataset.level).toBe('warn');
  });

  it('on trial: the spec text (no invented one), alarm while trial days are left', async () => {
    renderBanner({
      company: {
        is_subscribed: false,
        all_locations_subscribed: true,
        is_on_trial: true,
        trial_ends_at: '2099-01-01T00:00:00.000Z',
        trial_days_left: 5,
      },
    });
    const banner = screen.getByTestId('app-banner');
    expect(banner.textContent).toBe(
      'In order to use the product you will need an active subscription - click here to manage subscription.',
    );
    expect(banner.parentElement?.dataset.level).toBe('alarm');
    fireEvent.click(banner);
    expect(await screen.findByText('subscription page')).toBeTruthy();
  });

  it('subscribed with locations left out while trial days are left: alarm', () => {
    renderBanner({ company: { ...subscribed, all_locations_subscribed: false, trial_days_left: 3 } });
    expect(screen.getByTestId('app-banner').parentElement?.dataset.level).toBe('alarm');
  });

  it('in Spanish, the same texts in the tú register', async () => {
    const i18n = (await import('../../i18n')).default;
    await (await import('../../i18n')).switchLocale('es');
    try {
      renderBanner({ userName: '' });
      expect(screen.getByTestId('app-banner').textContent).toBe(
        'Perfil incompleto. Haz clic aquí para completar tu perfil de usuario.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('renders nothing for a manager on an unsubscribed team', () => {
    renderBanner({
      canManageSubscription: abilitiesFor('manager')['subscription.manage'],
      company: { ...subscribed, is_subscribed: false },
    });
    expect(screen.queryByTestId('app-banner')).toBeNull();
  });
});
