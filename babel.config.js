// Babel strips types (tsc checks them) for webpack, jest and nothing else.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    sourceType: 'unambiguous',
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false, targets: 'defaults and fully supports es6-module' }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: [['babel-plugin-styled-components', { displayName: !api.env('production'), pure: true }]],
  };
};
