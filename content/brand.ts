/** The practice's name, never translated (pure: usable from Vite code and Node scripts alike). */
export const brandName = 'Thrive'
