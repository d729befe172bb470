import { LOGIN_ERROR_TOAST_MS, MSG } from '@teamline/shared';
import type { TFunction } from 'i18next';
import { showErrorToast, showToast } from '../../stores/toasts';

/** Field validation must pass before any call; otherwise this toast (spec §5), once however often. */
export function showFieldValidationFailed(t: TFunction): void {
  showToast({
    id: 'field-validation-failed',
    title: t('auth.errors.fieldValidation', { defaultValue: MSG.fieldValidationFailed }),
    variant: 'error',
  });
}

/** A failed sign-in: 'Error logging in' with the server's message, for 7000 ms (spec §8). */
export function showLoginError(error: unknown, t: TFunction): void {
  showErrorToast(
    error,
    t('auth.errors.login', { defaultValue: MSG.loginError }),
    LOGIN_ERROR_TOAST_MS,
    'login-error',
  );
}
