module.exports = require('@h5/shared/build/federation')({ dir: __dirname, name: 'trading', port: 3001 });
