import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShiftSequence, EXIT_SETTLE_MS, EXIT_WINDOW_MS, type ExitStatus } from './quickExit'

const shift = { key: 'Shift', repeat: false, ctrlKey: false, altKey: false, metaKey: false }

function setup() {
  const statuses: ExitStatus[] = []
  const onExit = vi.fn()
  const sequence = createShiftSequence({ onStatus: (status) => statuses.push(status), onExit })
  // A press is counted once it has settled (EXIT_SETTLE_MS with nothing moving).
  const pressShift = (modifiers: Partial<typeof shift> = {}) => {
    sequence.keydown({ ...shift, ...modifiers })
    sequence.keyup({ key: 'Shift' })
    vi.advanceTimersByTime(EXIT_SETTLE_MS)
  }
  const pressKey = (key: string, modifiers: Partial<typeof shift> = {}) => {
    sequence.keydown({ ...shift, key, ...modifiers })
    sequence.keyup({ key })
  }
  return { sequence, statuses, onExit, pressShift, pressKey }
}

describe('the quick-exit Shift sequence', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('announces the presses left and exits on the third', () => {
    const { statuses, onExit, pressShift } = setup()
    pressShift()
    expect(statuses.at(-1)).toEqual({ remaining: 2 })
    pressShift()
    expect(statuses.at(-1)).toEqual({ remaining: 1 })
    expect(onExit).not.toHaveBeenCalled()
    pressShift()
    expect(onExit).toHaveBeenCalledOnce()
    expect(statuses.at(-1)).toBeNull()
  })

  it('expires 5 seconds after the last press, then clears the message', () => {
    const { sequence, statuses, pressShift } = setup()
    pressShift()
    vi.advanceTimersByTime(EXIT_WINDOW_MS - 1)
    expect(statuses.at(-1)).toEqual({ remaining: 2 })
    vi.advanceTimersByTime(1)
    expect(statuses.at(-1)).toBe('expired')
    expect(sequence.count).toBe(0)
    vi.advanceTimersByTime(EXIT_WINDOW_MS)
    expect(statuses.at(-1)).toBeNull()
  })

  it('restarts the window at each press', () => {
    const { onExit, pressShift } = setup()
    pressShift()
    vi.advanceTimersByTime(4000)
    pressShift()
    vi.advanceTimersByTime(4000)
    pressShift()
    expect(onExit).toHaveBeenCalledOnce()
  })

  it('resets when any other key is pressed', () => {
    const { sequence, statuses, onExit, pressShift, pressKey } = setup()
    pressShift()
    pressShift()
    pressKey('a')
    expect(sequence.count).toBe(0)
    expect(statuses.at(-1)).toBe('expired')
    pressShift()
    expect(statuses.at(-1)).toEqual({ remaining: 2 })
    expect(onExit).not.toHaveBeenCalled()
  })

  it('does not count Shift used to type a capital letter', () => {
    const { sequence, statuses, onExit } = setup()
    for (let i = 0; i < 3; i++) {
      sequence.keydown(shift)
      sequence.keydown({ ...shift, key: 'A' })
      sequence.keyup({ key: 'A' })
      sequence.keyup({ key: 'Shift' })
    }
    expect(onExit).not.toHaveBeenCalled()
    expect(statuses).toEqual([])
  })

  it('does not count Shift pressed with Ctrl, Alt or Meta held', () => {
    const { onExit, statuses, pressShift } = setup()
    pressShift({ ctrlKey: true })
    pressShift({ altKey: true })
    pressShift({ metaKey: true })
    expect(onExit).not.toHaveBeenCalled()
    expect(statuses).toEqual([])
  })

  it('counts a held Shift (auto-repeat) as one press', () => {
    const { sequence, statuses } = setup()
    sequence.keydown(shift)
    sequence.keydown({ ...shift, repeat: true })
    sequence.keydown({ ...shift, repeat: true })
    sequence.keyup({ key: 'Shift' })
    vi.advanceTimersByTime(EXIT_SETTLE_MS)
    expect(sequence.count).toBe(1)
    expect(statuses).toEqual([{ remaining: 2 }])
  })

  it('reset() starts again silently and stops the timers', () => {
    const { sequence, statuses, pressShift } = setup()
    pressShift()
    sequence.reset()
    expect(sequence.count).toBe(0)
    expect(statuses.at(-1)).toBeNull()
    vi.advanceTimersByTime(EXIT_WINDOW_MS * 2)
    expect(statuses.at(-1)).toBeNull()
  })

  it('counts a press only once it has settled, and a quick next press settles the last', () => {
    const { sequence, statuses, onExit } = setup()
    sequence.keydown(shift)
    sequence.keyup({ key: 'Shift' })
    expect(sequence.count).toBe(0)
    sequence.keydown(shift)
    expect(sequence.count).toBe(1)
    sequence.keyup({ key: 'Shift' })
    sequence.keydown(shift)
    sequence.keyup({ key: 'Shift' })
    expect(onExit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(EXIT_SETTLE_MS)
    expect(onExit).toHaveBeenCalledOnce()
    expect(statuses).toEqual([{ remaining: 2 }, { remaining: 1 }, null])
  })

  it('never counts a Shift while the caret, selection or focus moved (a screen reader\'s Shift+H)', () => {
    const { sequence, statuses, onExit } = setup()
    for (let i = 0; i < 3; i++) {
      sequence.keydown(shift)
      sequence.interrupt() // the screen reader took the H and moved to the previous heading
      sequence.keyup({ key: 'Shift' })
      vi.advanceTimersByTime(EXIT_SETTLE_MS)
    }
    expect(onExit).not.toHaveBeenCalled()
    expect(statuses).toEqual([])
  })

  it('drops a press when the move arrives just after Shift came up', () => {
    const { sequence, statuses, onExit } = setup()
    for (let i = 0; i < 3; i++) {
      sequence.keydown(shift)
      sequence.keyup({ key: 'Shift' })
      vi.advanceTimersByTime(EXIT_SETTLE_MS - 1)
      sequence.interrupt()
      vi.advanceTimersByTime(EXIT_SETTLE_MS)
    }
    expect(onExit).not.toHaveBeenCalled()
    expect(statuses).toEqual([])
  })

  it('a move between presses resets the count, announced as expired', () => {
    const { sequence, statuses, onExit, pressShift } = setup()
    pressShift()
    pressShift()
    sequence.interrupt()
    expect(sequence.count).toBe(0)
    expect(statuses.at(-1)).toBe('expired')
    pressShift()
    expect(statuses.at(-1)).toEqual({ remaining: 2 })
    expect(onExit).not.toHaveBeenCalled()
  })

  describe('a move whose event has not come (the page was busy), seen in the point', () => {
    function setupWithPoint() {
      let point = 0
      const statuses: ExitStatus[] = []
      const onExit = vi.fn()
      const sequence = createShiftSequence({ onStatus: (status) => statuses.push(status), onExit, readPoint: () => [point] })
      return { sequence, statuses, onExit, move: () => (point += 1) }
    }

    it('cancels the press it was made in, while Shift was down or before it settled', () => {
      const { sequence, statuses, onExit, move } = setupWithPoint()
      for (let i = 0; i < 3; i++) {
        sequence.keydown(shift)
        move()
        sequence.keyup({ key: 'Shift' })
        vi.advanceTimersByTime(EXIT_SETTLE_MS)
      }
      for (let i = 0; i < 3; i++) {
        sequence.keydown(shift)
        sequence.keyup({ key: 'Shift' })
        vi.advanceTimersByTime(EXIT_SETTLE_MS - 1)
        move()
        vi.advanceTimersByTime(1)
      }
      expect(onExit).not.toHaveBeenCalled()
      expect(statuses).toEqual([])
    })

    it('cancels a press the next Shift would settle', () => {
      const { sequence, statuses, onExit, move } = setupWithPoint()
      for (let i = 0; i < 3; i++) {
        sequence.keydown(shift)
        sequence.keyup({ key: 'Shift' })
        move()
      }
      expect(statuses).toEqual([])
      vi.advanceTimersByTime(EXIT_SETTLE_MS)
      expect(onExit).not.toHaveBeenCalled()
      expect(statuses).toEqual([])
    })

    it('made after a press was counted, resets the count at the next Shift', () => {
      const { sequence, statuses, onExit, move } = setupWithPoint()
      const pressShift = () => {
        sequence.keydown(shift)
        sequence.keyup({ key: 'Shift' })
        vi.advanceTimersByTime(EXIT_SETTLE_MS)
      }
      pressShift()
      pressShift()
      move()
      // The Shift after the move is bare: it counts again from one.
      pressShift()
      expect(onExit).not.toHaveBeenCalled()
      expect(statuses).toEqual([{ remaining: 2 }, { remaining: 1 }, 'expired', { remaining: 2 }])
    })

    it('never stops three bare presses from leaving', () => {
      const { sequence, onExit } = setupWithPoint()
      for (let i = 0; i < 3; i++) {
        sequence.keydown(shift)
        sequence.keyup({ key: 'Shift' })
        vi.advanceTimersByTime(EXIT_SETTLE_MS)
      }
      expect(onExit).toHaveBeenCalledOnce()
    })
  })

  it('a move with no sequence under way says nothing', () => {
    const { sequence, statuses } = setup()
    sequence.interrupt()
    expect(statuses).toEqual([])
  })
})
