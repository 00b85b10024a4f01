import { expect, settled, test } from './fixtures'

/**
 * What a screen reader gets on each page template (en-GB): the outline of
 * `main` as Playwright's aria snapshot. Children are matched in order and
 * partially (`contain`), so copy edits inside a section do not break these.
 */
const templates: [string, string][] = [
  ['/en-gb/', `
    - main:
      - heading "Online Trauma Healing for Women" [level=1]
      - link "Start Your Healing Journey"
      - link "Take the Healing Quiz"
      - region "Why online trauma coaching?":
        - heading "Why online trauma coaching?" [level=2]
      - region "How it works":
        - heading "How it works" [level=2]
        - list
  `],
  ['/en-gb/about', `
    - main:
      - heading "About Thrive" [level=1]
      - region "Meet your coach":
        - heading "Meet your coach" [level=2]
      - complementary "About the author"
  `],
  ['/en-gb/services/attachment-healing', `
    - main:
      - heading "Attachment-Based Healing" [level=1]
      - region "Signs of attachment wounds":
        - heading "Signs of attachment wounds" [level=2]
      - region "The four attachment styles":
        - heading "The four attachment styles" [level=2]
      - region "About this page":
        - heading "About this page" [level=2]
  `],
  ['/en-gb/blog', `
    - main:
      - heading "Healing Insights" [level=1]
      - navigation "Browse by topic"
      - region "Narcissistic Abuse":
        - heading "Narcissistic Abuse" [level=2]
  `],
  ['/en-gb/blog/leaving-narcissistic-relationship', `
    - main:
      - article:
        - heading "How to Leave a Narcissistic Relationship Safely" [level=1]
        - region "If you are in immediate danger":
          - heading "If you are in immediate danger" [level=2]
        - navigation "In this article"
        - region "Six steps to leave more safely":
          - heading "Six steps to leave more safely" [level=2]
          - list
        - region "About this page":
          - heading "About this page" [level=2]
        - complementary "About the author"
  `],
  ['/en-gb/childhood-trauma-help', `
    - main:
      - 'heading "Childhood Trauma Help: Finding Support That Fits You" [level=1]'
      - region "Quick answer"
      - region "Four kinds of help":
        - heading "Four kinds of help" [level=2]
        - article:
          - heading "Trauma-focused therapy" [level=3]
      - region "Four trauma therapies, and coaching, compared":
        - region "Four therapies for childhood trauma, and coaching":
          - table "Four therapies for childhood trauma, and coaching"
      - region "About this page":
        - heading "About this page" [level=2]
        - term: Written by
        - term: Reviewed by
        - term: Type of review
        - heading "Sources" [level=3]
        - list
  `],
  ['/en-gb/faqs', `
    - main:
      - heading "Frequently Asked Questions" [level=1]
      - region "Questions and answers":
        - heading "What is trauma recovery coaching?" [level=3]:
          - button "What is trauma recovery coaching?" [expanded=false]
  `],
  ['/en-gb/contact', `
    - main:
      - heading "Schedule Your Virtual Consultation" [level=1]
      - complementary "This form is not for emergencies"
      - region "Request your free consultation":
        - textbox "First name"
        - textbox "Last name"
        - textbox "Phone"
        - textbox "Email"
        - textbox "Message"
        - button "Send Request"
  `],
  ['/en-gb/healing-quiz', `
    - main:
      - heading "Healing Journey Quiz" [level=1]
      - group
      - button "Previous" [disabled]
      - button "Next" [disabled]
  `],
  ['/en-gb/privacy-policy', `
    - main:
      - heading "Privacy Policy" [level=1]
      - navigation "Contents"
      - region "1. Information we collect":
        - heading "1. Information we collect" [level=2]
  `],
  ['/en-gb/online-safety', `
    - main:
      - heading "Browsing more safely" [level=1]
      - region "What the Exit this page button does"
      - region "Use a private window"
  `],
  ['/en-gb/nope', `
    - main:
      - heading "404 Page Not Found" [level=1]
      - paragraph: /We could not find a page at this address/
      - link "Go to the home page"
      - link "Contact us"
      - region "If you are in crisis or in danger"
  `],
]

for (const [url, snapshot] of templates) {
  test(`aria outline of ${url}`, async ({ page }) => {
    await page.goto(url)
    await settled(page)
    await expect(page.locator('body')).toMatchAriaSnapshot(snapshot)
  })
}
