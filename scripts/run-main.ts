/**
 * Runs a command-line script's main and exits with the code it returns
 * (0 done, 1 failed, 2 usage); an unexpected error is printed and exits 1.
 */
export function runMain(main: () => Promise<number>) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
