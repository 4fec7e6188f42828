// Types of scripts/timeline-package.mjs for the TypeScript end-to-end tests.
export declare const timelinePackageDir: string;
export declare function timelineBuildReason(): string | null;
export declare const timelineBuildCommand: [string, string[]];
