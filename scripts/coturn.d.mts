export function ensureCoturn(): string | null;
export interface TestCoturn {
  port: number;
  secret: string;
  log: string;
  /** TURN_URLS for Sahay. */
  turnUrls: string;
  stop(): Promise<void>;
  /** Starts it again on the same port after stop(). */
  start(): Promise<void>;
  /** Drops every relayed call (new allocations are needed). */
  restart(): Promise<void>;
}
export function startTestCoturn(): Promise<TestCoturn>;
