import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { BASE_URL } from './env';
import type { Person } from './people';

/** The auth cookie the web app keeps its bearer token in (spec §9; AUTH_COOKIE in @teamline/shared). */
export const AUTH_COOKIE = 'teamline_token';

interface Envelope<T> {
  data: { content: T };
}

async function content<T>(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  what: string,
): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as Envelope<T>).data.content;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Setup through the API, for tests whose subject is something else than signing up. */
export async function signUpViaApi(request: APIRequestContext, person: Person): Promise<string> {
  const res = await request.post('/api/user-signup', {
    data: { name: person.name, email: person.email, password: person.password },
  });
  return (await content<{ token: string }>(res, 'user-signup')).token;
}

/** Creates a team for the user; answers its id. */
export async function createTeamViaApi(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<number> {
  const res = await request.post('/api/signup', { headers: bearer(token), data: { name } });
  const companies = await content<Array<{ id: number }>>(res, 'signup');
  const created = companies.at(-1);
  if (!created) throw new Error('signup answered no companies');
  return created.id;
}

export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  return (await content<{ token: string }>(res, 'login')).token;
}

export async function logoutViaApi(request: APIRequestContext, token: string): Promise<void> {
  await content<null>(await request.post('/api/logout', { headers: bearer(token) }), 'logout');
}

export async function userCompaniesViaApi(
  request: APIRequestContext,
  token: string,
): Promise<Array<{ id: number; name: string }>> {
  const res = await request.get('/api/user/details?min=true', { headers: bearer(token) });
  return content<Array<{ id: number; name: string }>>(res, 'user/details');
}

export async function joinCodeViaApi(
  request: APIRequestContext,
  token: string,
  companyId: number,
): Promise<string> {
  const res = await request.get(`/api/company/details?company_id=${companyId}`, { headers: bearer(token) });
  const company = await content<{ join_code: string | null }>(res, 'company/details');
  if (!company.join_code) throw new Error(`company ${companyId} shows no join code`);
  return company.join_code;
}

/** Signs the browser in as the web app does after a login: the token in its cookie. */
export async function useToken(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: AUTH_COOKIE, value: token, url: BASE_URL, sameSite: 'Lax' }]);
}

/** A user with a team of their own, signed in to the browser context. */
export async function signedInWithTeam(
  request: APIRequestContext,
  context: BrowserContext,
  person: Person,
  team: string,
): Promise<{ token: string; companyId: number }> {
  const token = await signUpViaApi(request, person);
  const companyId = await createTeamViaApi(request, token, team);
  await useToken(context, token);
  return { token, companyId };
}
