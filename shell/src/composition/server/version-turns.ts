/**
 * Who may use a remote now: any number of users of one version at once; another version waits
 * until they are done. A waiting version is let in before newcomers of the current one, so a
 * canary's cohort is never starved by the live version's traffic (nor the other way round).
 */
export class VersionTurns {
  private current: string | null = null;
  private running = 0;
  private waiting: { version: string; admit: () => void }[] = [];

  enter(version: string): Promise<void> {
    if (this.waiting.length === 0 && (this.running === 0 || this.current === version)) {
      this.current = version;
      this.running++;
      return Promise.resolve();
    }
    return new Promise((admit) => this.waiting.push({ version, admit }));
  }

  leave(): void {
    this.running--;
    const next = this.waiting[0];
    if (this.running > 0 || !next) return;
    // The next version in line goes in, with every request of it that is waiting.
    const admitted = this.waiting.filter((w) => w.version === next.version);
    this.waiting = this.waiting.filter((w) => w.version !== next.version);
    this.current = next.version;
    this.running = admitted.length;
    for (const w of admitted) w.admit();
  }
}
