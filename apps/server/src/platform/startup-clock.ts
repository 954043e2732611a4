/**
 * When each start-up step ended, in milliseconds since the process started (performance.now() counts
 * from the process's time origin, so node's own boot and the first module loads are included).
 */
export class StartupClock {
  readonly marks: Record<string, number> = {};

  mark(step: string): void {
    this.marks[step] = Math.round(performance.now());
  }

  /** Seconds from the process's start to now. */
  seconds(): number {
    return performance.now() / 1000;
  }
}
