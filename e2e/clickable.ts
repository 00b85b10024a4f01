import type { Page } from '@playwright/test'

/**
 * What Orca announces as "clickable" (issue 31), found without a screen reader.
 *
 * Orca 43 (scripts/web/script_utilities.py, `isClickableElement`) calls an
 * element that is no control "clickable" when it is focusable and its action
 * is "click ancestor" (a click listener on an ancestor, and none of its own),
 * or when it is not focusable and its action is "click" (a listener of its
 * own). Chromium and Firefox derive those actions from the page's click,
 * mousedown and mouseup listeners; React's sit on each island's root. So:
 * every element that is no control, focusable (a `tabindex`) inside an
 * element that listens for presses without listening itself, or listening
 * itself without being focusable, is named here with why. Read over the
 * listeners Chromium reports (CDP `DOMDebugger.getEventListeners` over the
 * whole document), so it holds whoever added the listener.
 */
const pressEvents = new Set(['click', 'mousedown', 'mouseup'])

export async function clickableFindings(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' })
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId!, depth: -1, pierce: true })
    const nodes = [...new Set(listeners.flatMap((listener) => (pressEvents.has(listener.type) && listener.backendNodeId ? [listener.backendNodeId] : [])))]
    // The listening elements, handed to the page by reference (nothing is written into the DOM).
    await page.evaluate(() => ((globalThis as { __pressListeners?: Set<Node> }).__pressListeners = new Set()))
    for (const backendNodeId of nodes) {
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId })
      await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId!,
        functionDeclaration: 'function () { globalThis.__pressListeners.add(this) }',
      })
    }
  } finally {
    await cdp.detach()
  }
  return page.evaluate(() => {
    const listening = (globalThis as { __pressListeners?: Set<Node> }).__pressListeners ?? new Set<Node>()
    delete (globalThis as { __pressListeners?: Set<Node> }).__pressListeners
    const controls = 'a[href], button, input, select, textarea, summary, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"])'
    const widgetRoles = ['button', 'link', 'checkbox', 'radio', 'textbox', 'searchbox', 'combobox', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'slider', 'spinbutton', 'treeitem', 'gridcell']
    const isControl = (element: Element) =>
      element.matches(controls) ||
      widgetRoles.includes(element.getAttribute('role') ?? '') ||
      // A label around its control is read as the control (Orca: labelIsAncestorOfLabelled).
      (element instanceof HTMLLabelElement && element.control !== null && element.contains(element.control))
    const presentational = (element: Element) => ['none', 'presentation'].includes(element.getAttribute('role') ?? '')
    const shown = (element: Element) => !element.closest('[aria-hidden="true"], [inert]') && element.checkVisibility()
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : ''
      const role = element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''
      return `<${element.localName}${id}${role}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`
    }
    const findings: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (isControl(element) || presentational(element) || !shown(element)) continue
      const own = listening.has(element)
      if (element.hasAttribute('tabindex')) {
        let ancestor = element.parentElement
        while (ancestor && !listening.has(ancestor)) ancestor = ancestor.parentElement
        if (!own && ancestor) findings.push(`${name(element)} is focusable inside ${name(ancestor)}, which listens for presses: Orca says "clickable" when it is focused`)
      } else if (own) {
        findings.push(`${name(element)} listens for presses and is not focusable: Orca says "clickable" as she reads it`)
      }
    }
    return findings
  })
}
