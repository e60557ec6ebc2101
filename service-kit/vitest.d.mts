export declare const serviceTestOptions: {
  include: string[];
  globalSetup: string[];
  isolate: boolean;
  testTimeout: number;
  hookTimeout: number;
};
