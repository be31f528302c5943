// The functions' settings: their Supabase secrets and the variables Supabase
// gives every function, read from the environment. A setting that is missing
// or malformed is named in the function's log, one line each ('NOTIFY_TO is
// not set', 'SUPABASE_SECRET_KEYS is not JSON'), on every call it stops, so
// whoever deploys knows what to set. Plain module: Deno and Node (the tests).

/** How a function reads one variable of its environment (Deno.env.get in Deno). */
export type EnvReader = (name: string) => string | undefined

/** A setting and what is wrong with it: its log line is `${name} ${problem}`. */
export type SettingProblem = { name: string; problem: string }

/** What stands in for a function's settings when some are missing or malformed. */
export type Unconfigured = { unconfigured: SettingProblem[] }

export const isUnconfigured = (value: object): value is Unconfigured => 'unconfigured' in value

/** Logs one line per setting missing or malformed. */
export function logUnconfigured({ unconfigured }: Unconfigured, log?: (message: string) => void) {
  for (const { name, problem } of unconfigured) log?.(`${name} ${problem}`)
}

/** The values of the named settings, each required (blank counts as unset), or what is missing. */
export function requiredSettings<Name extends string>(
  env: EnvReader,
  names: readonly Name[],
): Record<Name, string> | Unconfigured {
  const values = {} as Record<Name, string>
  const unconfigured: SettingProblem[] = []
  for (const name of names) {
    const value = env(name)?.trim()
    if (value) values[name] = value
    else unconfigured.push({ name, problem: 'is not set' })
  }
  return unconfigured.length > 0 ? { unconfigured } : values
}
