import { SHOP } from '../../shared/shop';

// Set by webpack's DefinePlugin (webpack.config.js) when the bundle is built; absent in jest.
declare const __BUILD_YEAR__: number | undefined;

/**
 * The year the bundle was built: the footer's copyright year. A constant, not the clock, so a
 * support replay in a later year shows the footer the shopper saw. Outside a webpack build
 * (jest) it is the year the shop was established.
 */
export const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : SHOP.established;
