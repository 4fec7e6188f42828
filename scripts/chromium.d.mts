export declare const chromiumExecutablePath: string;
export declare const chromiumArgs: string[];
export declare const chromiumLaunchOptions: { executablePath: string; args: string[]; headless: boolean };
