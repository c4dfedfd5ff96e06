import type { Page, Request } from '@playwright/test';

type GenerateBody = { preview?: boolean; styleName?: string };

const isGenerate = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/ai/generate';

function bodyOf(request: Request): GenerateBody {
  const body: unknown = request.postDataJSON();
  return typeof body === 'object' && body !== null ? body : {};
}

/**
 * Watches the studio's generated-image requests (not the instant previews) on their way to the
 * real server, and can hold those for a style back until released — so a test can look at busy
 * and waiting tiles, and at the customize preview before its photoreal look arrives.
 */
export class GenerationGate {
  /** the styleName of each generation request the page sent, in order */
  readonly sent: string[] = [];
  private readonly held = new Map<string, { released: Promise<void>; release: () => void }>();

  constructor(private readonly page: Page) {}

  async install(): Promise<void> {
    this.page.on('request', (request) => {
      if (!isGenerate(request)) return;
      const body = bodyOf(request);
      if (!body.preview) this.sent.push(body.styleName ?? '');
    });
    await this.page.route('**/api/ai/generate', async (route) => {
      const body = bodyOf(route.request());
      const gate = !body.preview && body.styleName ? this.held.get(body.styleName) : undefined;
      if (gate) await gate.released;
      await route.continue();
    });
  }

  /** Requests for `style` wait (in the browser, as if the server were slow) until released. */
  hold(style: string): void {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.held.set(style, { released, release });
  }

  release(style: string): void {
    this.held.get(style)?.release();
    this.held.delete(style);
  }

  /** How many generation requests were sent for `style`. */
  sentFor(style: string): number {
    return this.sent.filter((s) => s === style).length;
  }
}
