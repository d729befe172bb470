import { startTestProvider } from './provider.js';

/**
 * The test OpenID provider as a process, for the end-to-end run (docs/integrations.md, Single
 * sign-on): OIDC_PORT, OIDC_REDIRECT_URI (the app's /callback), OIDC_CLIENT_ID and
 * OIDC_CLIENT_SECRET. Any e-mail typed on its page signs in, verified.
 */
const provider = await startTestProvider({
  port: Number(process.env.OIDC_PORT ?? 7173),
  anyAccount: true,
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'teamline-e2e',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'e2e-secret',
      redirect_uris: [process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:4173/callback'],
    },
  ],
});
process.stdout.write(`test OpenID provider on ${provider.issuer}\n`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
