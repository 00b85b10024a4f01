/**
 * A text with the space that separates it from the element after it kept in
 * its own text node: Chromium leaves a text node holding only a space out of
 * what a screen reader reads, and flex items drop it, so "Approach:" then a
 * badge, or "9." then a title, were read run together ("9.Contact us").
 */
export const withTrailingSpace = (text: string): string => `${text} `
