/**
 * `sent`, or the error `late()` makes once `ms` pass without an answer. A
 * command a browser never answers otherwise hangs the test to its own time
 * limit with nothing to say which command it was.
 */
export async function answeredWithin<T>(sent: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms)
  })
  try {
    return await Promise.race([sent, unanswered])
  } finally {
    clearTimeout(timer)
  }
}
