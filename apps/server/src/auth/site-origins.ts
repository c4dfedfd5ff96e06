/**
 * Where the site is: the public URL used for links in e-mails and as better-auth's base URL, and
 * the origins allowed to make cookie-carrying requests. Both come from configuration only
 * (PUBLIC_URL, TRUSTED_ORIGINS, PORT), never from a request's Host header, so a forged header
 * cannot put an attacker's address into a password-reset link.
 */
export class SiteOrigins {
  private boundPort: number | null = null;

  constructor(
    private readonly config: {
      publicUrl: string;
      publicUrlConfigured: boolean;
      trustedOrigins: string[];
      port: number;
    },
  ) {}

  /** Called once the server listens (PORT=0 picks a port only then). */
  bind(port: number): void {
    this.boundPort = port;
  }

  /** PUBLIC_URL, or http://localhost:{port} when it is not set. */
  get publicUrl(): string {
    if (this.config.publicUrlConfigured || this.boundPort === null) return this.config.publicUrl;
    return `http://localhost:${this.boundPort}`;
  }

  /**
   * The public URL and TRUSTED_ORIGINS; without PUBLIC_URL the server is reached on this machine,
   * so the loopback addresses of its own port are trusted too (never a request's own origin).
   */
  trusted(): string[] {
    const origins = [this.publicUrl, ...this.config.trustedOrigins];
    if (!this.config.publicUrlConfigured) {
      const port = this.boundPort ?? this.config.port;
      origins.push(`http://127.0.0.1:${port}`, `http://[::1]:${port}`);
    }
    return [...new Set(origins)];
  }

  /** The start-up notice when PUBLIC_URL is not set (null when it is). */
  defaultNotice(): string | null {
    if (this.config.publicUrlConfigured) return null;
    return `PUBLIC_URL is not set: links in e-mails use ${this.publicUrl}, and only ${this.trusted().join(', ')} may sign in. Set PUBLIC_URL to the address people open LookLab at.`;
  }
}
