import { afterEach, describe, expect, it, vi } from 'vitest'
import { answeredWithin } from '../e2e/answeredWithin'

describe('answeredWithin', () => {
  afterEach(() => vi.useRealTimers())

  it('gives the answer when it comes in time', async () => {
    await expect(answeredWithin(Promise.resolve('done'), 1_000, () => new Error('late'))).resolves.toBe('done')
  })

  it('passes on the command’s own failure', async () => {
    await expect(answeredWithin(Promise.reject(new Error('refused')), 1_000, () => new Error('late'))).rejects.toThrow('refused')
  })

  it('fails with the named error once the time passes without an answer', async () => {
    vi.useFakeTimers()
    const late = vi.fn(() => new Error('no answer to touchStart'))
    const waiting = answeredWithin(new Promise<never>(() => undefined), 15_000, late)
    const failed = expect(waiting).rejects.toThrow('no answer to touchStart')
    await vi.advanceTimersByTimeAsync(14_999)
    expect(late).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await failed
    expect(late).toHaveBeenCalledOnce()
  })
})
