// Stylesheets, fonts and images are not loaded in jsdom; imports of them resolve to a name.
module.exports = 'test-file-stub';
