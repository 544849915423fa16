import { expect } from 'vitest';
import { ProviderError } from '../../src/server/providers/errors.ts';

/** What a provider call rejected with, checked to be the ProviderError every provider throws. */
export async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}
