// Minimal typings for the parts of oidc-provider (no bundled types) the tests use.
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: () => Claims | Promise<Claims> };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount?: (ctx: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): RequestListener;
  }
}
