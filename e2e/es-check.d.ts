/** The part of es-check's Node API that e2e/browserGrades.ts uses (the package ships no types). */
declare module 'es-check' {
  export type Config = {
    files: string[]
    module?: boolean
    checkFeatures?: boolean
    checkBrowser?: boolean
    browserslistEnv?: string
    browserslistPath?: string
    browserslistQuery?: string
  }
  export type Result = { success: boolean; errors: { file: string; err: Error }[] }
  export function runChecks(configs: Config[], options?: { logger?: null }): Promise<Result>
}
