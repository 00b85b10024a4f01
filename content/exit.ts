/**
 * Where "Exit this page" goes: a neutral, everyday site that looks unremarkable
 * in a browser's history or on screen. GOV.UK's exit control uses BBC Weather;
 * it works in every region the practice serves.
 */
export const exitDestination = 'https://www.bbc.co.uk/weather'

/** The page that explains what quick exit does not do and how to browse more safely. */
export const browsingSafetyPath = '/online-safety'
