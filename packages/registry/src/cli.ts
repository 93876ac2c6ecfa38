// `npm run registry -- <command>`: generate a synthetic Receita Federal release, import a release
// into a DuckDB file, print what a registry file holds, or write sample optional inputs for a demo.
import { describeError } from './cli-errors.ts';

const usage = `Uso:
  npm run registry -- generate --size N --seed S --out DIR
  npm run registry -- import DIR --out FILE [--enrichment FILE.csv] [--procon FILE.csv ...]
  npm run registry -- info FILE
  npm run registry -- sample-inputs FILE --out DIR [--seed S]`;

const [command, ...args] = process.argv.slice(2);

// `info FILE | head`: the reader went away; the rest of the output is not wanted. A terminal that closed
// (EIO: an import still cleaning up after its hang-up) loses what is written, and the import goes on.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' && command !== 'import') process.exit(process.exitCode ?? 0);
  });

async function main(): Promise<void> {
  switch (command) {
    case 'generate': {
      const { runGenerateCommand } = await import('./generator/generate-command.ts');
      await runGenerateCommand(args);
      return;
    }
    case 'import': {
      // Runs again as a child with huge pages when the system leaves them to madvise (huge-pages.ts).
      const { relaunchWithHugePages } = await import('./huge-pages.ts');
      const exitCode = await relaunchWithHugePages();
      if (exitCode !== undefined) {
        process.exitCode = exitCode;
        return;
      }
      const { runImportCommand } = await import('./importer/import-command.ts');
      await runImportCommand(args);
      return;
    }
    case 'sample-inputs': {
      const { runSampleInputsCommand } = await import('./generator/sample-inputs.ts');
      await runSampleInputsCommand(args);
      return;
    }
    case 'info': {
      const { runInfoCommand } = await import('./importer/info-command.ts');
      await runInfoCommand(args);
      return;
    }
    default:
      console.error(usage);
      process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exitCode = 1;
});
