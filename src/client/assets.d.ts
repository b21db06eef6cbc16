// Webpack turns these imports into stylesheets and asset URLs (see webpack.config.js).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
