/**
 * jsdom's <dialog> has no showModal() or close(): these do what a browser does
 * that the tests rely on (the open attribute, and the close event); Escape is
 * the browser's 'cancel' event, which the tests send themselves.
 */
export function stubDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

/**
 * The set-up of a component test whose buttons ask first in a <dialog> and
 * whose server actions are mocks (each module's jest.mock stays in the test
 * file, where Jest hoists it above the imports): the dialog stubbed, and the
 * given actions reset before each test, so that no answer or call carries
 * over from the last one. Returns them as mocks, in the order given.
 */
export function dialogWithMockedActions<Actions extends jest.MockableFunction[]>(
  ...actions: Actions
): { [Index in keyof Actions]: jest.MockedFn<Actions[Index]> } {
  const mocks = actions.map((action) => jest.mocked(action))
  beforeAll(stubDialog)
  beforeEach(() => mocks.forEach((mock) => mock.mockReset()))
  return mocks as { [Index in keyof Actions]: jest.MockedFn<Actions[Index]> }
}
