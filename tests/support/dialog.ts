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
