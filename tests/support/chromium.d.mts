export const chromiumPath: string;
export const testChromiumPath: string;
export const chromiumArgs: string[];
