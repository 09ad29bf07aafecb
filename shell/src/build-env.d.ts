// webpack replaces process.env.NODE_ENV with the build's mode ('production' or 'development'); jest sets 'test'.
declare const process: { env: { NODE_ENV?: string } };

// antd's static stylesheet is emitted as a file; importing it gives its URL (config/webpack/create-config.js).
declare module 'antd/dist/antd.css' {
  const url: string;
  export default url;
}
