// A real OpenID Connect provider (oidc-provider) on loopback, for the
// external sign-in e2e test. Its dev interactions accept any login; the
// login becomes the account id and, when it looks like an email, the email.
// Logins starting with "unverified-" get email_verified: false.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3118);
const appBase = process.env.APP_BASE_URL ?? 'http://127.0.0.1:3117';
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'touchline-e2e',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'touchline-e2e-secret',
      redirect_uris: [`${appBase}/api/auth/callback/oidc`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => ({
      sub: id,
      email: id.replace(/^unverified-/, ''),
      email_verified: !id.startsWith('unverified-'),
      name: `OIDC ${id.split('@')[0]}`,
    }),
  }),
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['touchline-e2e-cookie-key'] },
});
// Plain http on loopback is fine for a test provider.
provider.proxy = false;

const server = provider.listen(port, '127.0.0.1', () => console.log(`oidc-provider listening at ${issuer}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
