// Builds the storefront SPA into dist/: hashed, long-cacheable assets under static/,
// precompressed (.gz and .br) so the server can send them without compressing per request.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');

module.exports = (_env, argv) => {
  const prod = argv.mode !== 'development';
  const compressible = /\.(js|css|html|svg|txt|json|woff2?)$/;
  return {
    mode: prod ? 'production' : 'development',
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: prod ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: prod ? 'static/js/[name].[contenthash:10].chunk.js' : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      chunkLoadTimeout: 120_000,
      clean: true,
    },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's package exports only its development build to bundlers (warnings,
      // invariant messages); the production build beside it is the same API, a third smaller.
      // react-slick bundles a ResizeObserver polyfill that every supported browser has natively.
      alias: prod ? {
        'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
        'resize-observer-polyfill$': path.resolve(__dirname, 'src/client/lib/native-resize-observer.ts'),
      } : {},
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { cacheDirectory: true } } },
        { test: /\.css$/, use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(woff2?|png|jpe?g|webp|svg|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The footer's copyright year is the build's (src/client/lib/build-info.ts), never read at render.
      new webpack.DefinePlugin({ __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) }),
      new HtmlWebpackPlugin({ template: 'public/index.html', inject: 'body', scriptLoading: 'defer' }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      prod && new MiniCssExtractPlugin({ filename: 'static/css/[name].[contenthash:10].css', chunkFilename: 'static/css/[name].[contenthash:10].chunk.css' }),
      prod && new CompressionPlugin({ test: compressible, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
      prod && new CompressionPlugin({
        test: compressible, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 1024,
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      }),
    ].filter(Boolean),
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: 8080,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api', '/uploads', '/media'], target: 'http://localhost:3000' }],
    },
  };
};
