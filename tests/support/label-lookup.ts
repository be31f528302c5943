// jsdom finds a label's control by walking the whole document to its `for` id, and an
// input's labels by asking every node of the document for its control: each query by role
// or label in a content form of some 280 fields took 14 s. When the id is unique in the
// document, its index of ids names the same element at once; anything else (a duplicate id,
// a detached tree, a control we do not list) keeps jsdom's own walk.

const labelable = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea'])

type ElementImpl = { localName: string; getAttributeNS(ns: null, name: string): string | null }
type LabelImpl = ElementImpl & {
  getRootNode(options: object): { nodeType: number; _ids?: Record<string, ElementImpl[]> } & object
}

export function indexLabelLookup() {
  if (typeof document === 'undefined') return
  const label = document.createElement('label')
  const implKey = Object.getOwnPropertySymbols(label).find((key) => key.description === 'impl')
  if (!implKey) return
  const prototype = Object.getPrototypeOf((label as unknown as Record<symbol, object>)[implKey]) as object
  const walk = Object.getOwnPropertyDescriptor(prototype, 'control')?.get
  if (!walk) return
  Object.defineProperty(prototype, 'control', {
    configurable: true,
    get(this: LabelImpl) {
      const id = this.getAttributeNS(null, 'for')
      const root = this.getRootNode({})
      const candidates = id && root.nodeType === Node.DOCUMENT_NODE ? root._ids?.[id] : undefined
      const control = candidates?.length === 1 ? candidates[0]! : undefined
      if (
        control &&
        (labelable.has(control.localName) ||
          (control.localName === 'input' && control.getAttributeNS(null, 'type') !== 'hidden'))
      )
        return control
      return walk.call(this)
    },
  })
}
