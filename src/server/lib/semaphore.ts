/** Bounds how many async jobs run at once; the rest wait in FIFO order. */
export class Semaphore {
  #available: number;
  readonly #waiting: Array<() => void> = [];

  constructor(permits: number) {
    this.#available = permits;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.#acquire();
    try {
      return await job();
    } finally {
      this.#release();
    }
  }

  #acquire(): Promise<void> {
    if (this.#available > 0) {
      this.#available -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    // Hand the permit straight to the next waiter, or return it to the pool.
    if (next) next();
    else this.#available += 1;
  }
}
