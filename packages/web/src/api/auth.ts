import type {
  TCompanySummary,
  TCreateTeamRequest,
  TLoginRequest,
  TLoginTokenRequest,
  TPhoneCodeRequest,
  TResetPasswordRequest,
  TTokenAnswer,
  TTriggerPasswordResetRequest,
  TUserSignupRequest,
} from '@teamline/shared';
import { api, requestWithSuccesses } from './http';

/** The calls of spec §7 "Auth", one function each. */
export const authApi = {
  login: (body: TLoginRequest) => api.post<TTokenAnswer>('login', body),
  requestPhoneCode: (body: TPhoneCodeRequest) => requestWithSuccesses<null>('POST', 'token', { body }),
  loginWithCode: (body: TLoginTokenRequest) => api.post<TTokenAnswer>('login-token', body),
  signupUser: (body: TUserSignupRequest) => api.post<TTokenAnswer>('user-signup', body),
  /** Creates a team; the answer lists the user's companies with the new one last. */
  createTeam: (body: TCreateTeamRequest) => api.post<TCompanySummary[]>('signup', body),
  verifyCode: (code: string) => api.post<{ company: { id: number; name: string } }>('verify', { code }),
  triggerPasswordReset: (body: TTriggerPasswordResetRequest) =>
    requestWithSuccesses<null>('POST', 'trigger-password-reset', { body }),
  resetPassword: (body: TResetPasswordRequest) => api.post<TTokenAnswer>('reset-password', body),
  logout: () => api.post<null>('logout'),
};
