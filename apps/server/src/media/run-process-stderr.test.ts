// What runProcess keeps of a tool's stderr when it writes more than the result holds: the beginning (banner,
// streams) and the end (the error that stopped it), while onStderr receives every character as it is written.
import { expect, it } from 'vitest';
import { runProcess } from './run-process';

it('keeps the beginning and the end of a long stderr, and hands all of it to onStderr', async () => {
  // 300,000 characters between a first and a last line; the result keeps 200,000.
  const script =
    "process.stderr.write('first line\\n');" +
    "for (let i = 0; i < 3000; i++) process.stderr.write('line ' + String(i).padStart(4, '0') + ' ' + '.'.repeat(89) + '\\n');" +
    "process.stderr.write('the last line: it failed\\n'); process.exitCode = 3;";
  let streamed = '';
  const result = await runProcess(process.execPath, ['-e', script], {
    onStderr: (text) => (streamed += text),
  });

  expect(result.exitCode).toBe(3);
  expect(streamed.split('\n').filter((line) => line.startsWith('line '))).toHaveLength(3000);
  expect(streamed.endsWith('the last line: it failed\n')).toBe(true);
  expect(result.stderr.startsWith('first line\n')).toBe(true);
  expect(result.stderr.trim().split('\n').pop()).toBe('the last line: it failed');
  expect(result.stderr).toContain('\n[…]\n');
  expect(result.stderr.length).toBeLessThanOrEqual(200_000 + 5);
  expect(result.stderr).not.toContain('line 1500 ');
});

it('keeps a short stderr whole', async () => {
  const result = await runProcess(process.execPath, ['-e', "process.stderr.write('only this\\n')"]);
  expect(result.stderr).toBe('only this\n');
});
