import { MantineProvider } from '@mantine/core';
import { MEMO_TEXT, MSG, subscriptionRequiredMessage, ZLoginRequest } from '@teamline/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstFieldErrors, zodValidate } from '../components/form/zod-validate';
import { Toaster } from '../components/toast/Toaster';
import { showErrorToast, toastStore } from '../stores/toasts';
// The company area's texts too (memos): the Home and the other company pages load them.
import './company';
import { switchLocale } from './index';
import { localText } from './server-texts';

afterEach(async () => {
  cleanup();
  toastStore.set([]);
  await switchLocale('en');
});

describe("the spec's and the server's texts in the user's language", () => {
  it('English readers see them exactly as the spec writes them', () => {
    expect(localText(MSG.required)).toBe('This field is required');
    expect(localText('Must be at most 120 characters')).toBe('Must be at most 120 characters');
  });

  it('Spanish readers see them in Spanish, numbers kept; an unknown text stays as it came', async () => {
    await switchLocale('es');
    expect(localText(MSG.required)).toBe('Este campo es obligatorio');
    expect(localText(MEMO_TEXT.noRecipients)).toBe('Elige al menos una ubicación, audiencia o empleado');
    expect(localText('Must be at most 120 characters')).toBe('Debe tener como máximo 120 caracteres');
    expect(localText('Row 4: unknown location "Dock"')).toBe('Row 4: unknown location "Dock"');
  });

  it('the 402 of publishing without a plan names the admins in Spanish too (decisions.md, Billing)', async () => {
    const twoAdmins = subscriptionRequiredMessage(['Dana', 'Ari']);
    expect(localText(twoAdmins)).toBe(twoAdmins);
    await switchLocale('es');
    expect(localText(twoAdmins)).toBe(
      'La suscripción de tu equipo terminó. Pídele a Dana o Ari que la renueve en Configuración › Suscripción para volver a publicar.',
    );
    expect(localText(subscriptionRequiredMessage([]))).toBe(
      'La suscripción de tu equipo terminó. Pídele a tu administrador que la renueve en Configuración › Suscripción para volver a publicar.',
    );
  });

  it('form validation and a 422 answer speak Spanish', async () => {
    await switchLocale('es');
    expect(zodValidate(ZLoginRequest)({ email: '', password: '' })).toMatchObject({
      email: 'Este campo es obligatorio',
    });
    expect(firstFieldErrors({ phone: [MSG.phoneDigits] })).toEqual({
      phone: 'Usa solo números en este campo',
    });
  });

  it("a toast of the server's refusal too", async () => {
    await switchLocale('es');
    render(
      <MantineProvider>
        <Toaster />
      </MantineProvider>,
    );
    act(() => showErrorToast({ messages: [MSG.invalidCredentials] }, MSG.loginError));
    expect(screen.getByText('Error al iniciar sesión')).toBeTruthy();
    expect(screen.getByText('Estos datos no coinciden con nuestros registros')).toBeTruthy();
  });
});
