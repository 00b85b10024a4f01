import { expect, test } from './fixtures'

/** About, Services, the four service pages and Approach: links, regional facts and in-page navigation. */

test('the Services page links each card to its service page, with a distinct accessible name', async ({ page, consoleErrors }) => {
  await page.goto('/en-gb/services')
  const learnMore = page.getByRole('link', { name: /^Learn More about / })
  await expect(learnMore).toHaveCount(4)
  const targets = await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(targets).toEqual([
    '/en-gb/services/childhood-trauma-recovery',
    '/en-gb/services/complex-ptsd-coaching',
    '/en-gb/services/narcissistic-abuse-recovery',
    '/en-gb/services/attachment-healing',
  ])
  await expect(page.getByRole('link', { name: 'Learn More about Attachment Healing' })).toBeVisible()
  for (const country of ['United States', 'Canada', 'United Kingdom', 'Australia', 'New Zealand']) {
    await expect(page.locator('#service-area-title ~ div li', { hasText: country })).toHaveCount(1)
  }
  await expect(page.locator('main').getByText(/Monday, Tuesday and Thursday, 09:00/)).toBeVisible()
  await expect(page.locator('main a[href="/en-gb/contact"]').first()).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('a Learn More link opens the service page', async ({ page }) => {
  await page.goto('/services')
  await page.getByRole('link', { name: 'Learn More about Complex PTSD Coaching' }).click()
  await expect(page).toHaveURL(/\/services\/complex-ptsd-coaching$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complex PTSD Coaching')
})

test('every service page closes with calls to /contact and /services', async ({ page }) => {
  for (const slug of ['childhood-trauma-recovery', 'complex-ptsd-coaching', 'narcissistic-abuse-recovery', 'attachment-healing']) {
    await page.goto(`/en-au/services/${slug}`)
    const closing = page.locator('section[aria-labelledby="service-cta-title"]')
    await expect(closing.locator('a[href="/en-au/contact"]')).toBeVisible()
    await expect(closing.locator('a[href="/en-au/services"]')).toBeVisible()
  }
})

test('the narcissistic abuse page shows the reader\'s own emergency and abuse lines', async ({ page }) => {
  const expected = [
    { prefix: '', emergency: ['911'], line: '1-800-799-7233' },
    { prefix: '/en-gb', emergency: ['999'], line: '0808 2000 247' },
    { prefix: '/en-au', emergency: ['000', '111'], line: '1800 737 732' },
  ]
  for (const { prefix, emergency, line } of expected) {
    await page.goto(`${prefix}/services/narcissistic-abuse-recovery`)
    const paragraph = page.locator('#explanation-title ~ div p', { hasText: 'in danger right now' })
    for (const number of emergency) await expect(paragraph.locator(`a[href="tel:${number}"]`)).toHaveText(number)
    await expect(page.locator('#service-crisis-title ~ ul')).toContainText(line)
    // The cycle, in order.
    await expect(page.locator('#abuse-cycle-title ~ div ol > li h3')).toHaveText(
      prefix ? ['Idealisation', 'Devaluation', 'Discard', 'Hoover'] : ['Idealization', 'Devaluation', 'Discard', 'Hoover'],
    )
  }
})

test('the attachment page names Bartholomew and Horowitz’s four adult styles and keeps the infant “disorganized” category apart, spelt for the region', async ({ page }) => {
  const styles = page.locator('#attachment-styles-title ~ div h3')
  const section = page.getByRole('region', { name: 'The four attachment styles' })
  await page.goto('/services/attachment-healing')
  await expect(styles).toHaveText(['Secure', 'Preoccupied', 'Dismissing', 'Fearful-avoidant'])
  await expect(styles.last().locator('xpath=..')).not.toContainText(/disorgani[sz]ed/)
  await expect(section).toContainText('“disorganized” style: that word comes from research with infants')
  await page.goto('/en-gb/services/attachment-healing')
  await expect(section).toContainText('“disorganised” style: that word comes from research with infants')
})

test('the Approach cards lead to each method\'s section', async ({ page, consoleErrors }) => {
  await page.goto('/approach')
  await page.getByRole('link', { name: 'Read more about Somatic work' }).click()
  await expect(page).toHaveURL(/#somatic-work-title$/)
  const section = page.locator('section[aria-labelledby="somatic-work-title"]')
  await expect(section.getByRole('heading', { level: 2 })).toBeInViewport()
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['What it is', 'How a session uses it', 'What it is not'])
  expect(consoleErrors).toEqual([])
})

test('the About page has the biography and an author box (with no link back to /about itself; articles’ author boxes link there), and claims no certification or training until the practice fills in its records', async ({ page }) => {
  await page.goto('/en-gb/about')
  await expect(page.locator('#coach-title ~ div')).toContainText('I am a trauma recovery coach')
  await expect(page.locator('main')).not.toContainText(/certified/i)
  await expect(page.locator('main')).not.toContainText(/\btrained\b/i)
  const author = page.getByRole('complementary', { name: 'About the author' })
  await expect(author).toBeVisible()
  await expect(author.getByRole('link')).toHaveCount(0)
  await page.goto('/en-gb/blog/complex-ptsd-vs-ptsd')
  await expect(page.getByRole('complementary', { name: 'About the author' }).getByRole('link', { name: 'More about the coach' })).toHaveAttribute('href', '/en-gb/about')
})
