// webpack replaces process.env.NODE_ENV with the build's mode ('production' or 'development'); jest sets 'test'.
declare const process: { env: { NODE_ENV?: string } };
