// How every bench command ends: exit 0 when its work is done (open handles of servers and
// pools must not keep it alive), or print the error and exit 1.
export function runMain(main: () => Promise<void>): void {
  main().then(() => process.exit(0), (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exit(1);
  });
}
