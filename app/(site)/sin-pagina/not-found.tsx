// The same 404 as the catch-all's.
export { default, metadata } from '../[...path]/not-found'
