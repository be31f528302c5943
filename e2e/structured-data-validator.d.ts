// The two libraries ship no types; what the structured-data spec uses of them.

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] })
    parse(html: string): { jsonld: Record<string, unknown[]>; [format: string]: unknown }
  }
}

declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(
      extracted: unknown,
    ): Promise<{ issueMessage: string; severity: 'ERROR' | 'WARNING'; path: unknown }[]>
  }
}
