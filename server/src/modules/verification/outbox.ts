/** One code as it was sent, for the dev outbox. */
export interface SentCode {
  to: string;
  scene: string;
  code: string;
  /** ISO time it was sent. */
  sent_at: string;
  /** The whole message, as the user would read it. */
  text: string;
}

const KEPT = 1000;

/**
 * The codes sent lately, kept in memory so browser tests can read them
 * (embedded mode only: production never builds one).
 */
export class DevOutbox {
  private readonly sent: SentCode[] = [];

  record(entry: SentCode): void {
    this.sent.push(entry);
    if (this.sent.length > KEPT) this.sent.splice(0, this.sent.length - KEPT);
  }

  /** The newest first. */
  latest(to: string, limit = 10): SentCode[] {
    return this.sent.filter((entry) => entry.to === to).slice(-limit).reverse();
  }
}
