// Stands in for resize-observer-polyfill in production builds (see webpack.config.js): the
// browsers the shop supports all have ResizeObserver.
export default globalThis.ResizeObserver;
