import { DataError } from './types'

/** Runs a query; its failure becomes a DataError with this message (or the one `failure` makes), the cause kept. */
export async function failingAs<T>(
  failure: string | ((cause: unknown) => DataError),
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (cause) {
    throw typeof failure === 'string' ? new DataError(failure, { cause }) : failure(cause)
  }
}
