import { stopCluster } from './cluster'

/** Jest's globalTeardown of the SQL suites: stops the server and deletes its folder. */
export default function stopPostgres() {
  if (globalThis.pg15Cluster) stopCluster(globalThis.pg15Cluster)
  globalThis.pg15Cluster = undefined
}
