// The one place that says how this project starts Chromium: Debian's binary, never a download,
// with the flags a root user on a machine without outside network needs.
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
  headless: true,
};
