import { EventEmitter } from 'node:events';
import type { Usage, UserSettings } from '@looklab/shared';

export type UserEvent = { type: 'settings'; data: UserSettings } | { type: 'usage'; data: Usage };
export type UserEventListener = (event: UserEvent) => void;

/**
 * Fan-out of per-user changes to that user's open tabs (SSE). The in-process bus serves one
 * server; a Postgres LISTEN/NOTIFY implementation of the same interface serves many.
 */
export interface UserEventBus {
  publish(userId: string, event: UserEvent): void;
  subscribe(userId: string, listener: UserEventListener): () => void;
  listenerCount(userId: string): number;
}

export class InProcessUserEventBus implements UserEventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(userId: string, event: UserEvent): void {
    this.emitter.emit(userId, event);
  }

  subscribe(userId: string, listener: UserEventListener): () => void {
    this.emitter.on(userId, listener);
    return () => this.emitter.off(userId, listener);
  }

  listenerCount(userId: string): number {
    return this.emitter.listenerCount(userId);
  }
}
