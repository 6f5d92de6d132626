import { runOps } from './modules/ops/service';

runOps(process.argv.slice(2), process.env, process.stdout, process.stderr).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
